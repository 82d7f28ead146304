import { serialize } from 'cookie';

/** Campaign query values kept in cookies (spec: listing pages). */
const CAMPAIGN_PARAMS = ['f.utm_campaign', 'f.utm_source', 'f.utm_medium'] as const;
const CAMPAIGN_COOKIE_DAYS = 30;

/** Set-Cookie values for the campaign params a URL carries: `utm_campaign=...` for 30 days. */
export function campaignCookies(url: URL): string[] {
  const cookies: string[] = [];
  for (const param of CAMPAIGN_PARAMS) {
    const value = url.searchParams.get(param);
    if (!value) continue;
    cookies.push(
      serialize(param.slice(2), value.slice(0, 200), {
        path: '/',
        maxAge: CAMPAIGN_COOKIE_DAYS * 24 * 60 * 60,
        sameSite: 'lax',
        secure: url.protocol === 'https:',
      }),
    );
  }
  return cookies;
}

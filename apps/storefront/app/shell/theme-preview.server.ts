import { serialize } from 'cookie';
import { requestCookies } from '../account/session.server';

/**
 * A theme preview lasts while the merchant clicks through the shop: `?themeId=` starts it and this session
 * cookie keeps it, until 'Close preview' ends it.
 */
export const PREVIEW_THEME_COOKIE = 'vitrine.preview-theme';

/** Theme ids are 24 lower-case hex characters; anything else is no preview. */
const THEME_ID = /^[0-9a-f]{24}$/;

const validId = (value: string | null | undefined) => (value && THEME_ID.test(value) ? value : null);

/** The theme being previewed: `?themeId=` on this request, else the one the preview cookie keeps. */
export function previewThemeId(request: Request): string | null {
  const fromQuery = new URL(request.url).searchParams.get('themeId');
  if (fromQuery !== null) return validId(fromQuery);
  return validId(requestCookies(request)[PREVIEW_THEME_COOKIE]);
}

/** Set-Cookie values that start a preview when the URL names a theme (not in the editor's edit mode). */
export function previewCookies(url: URL): string[] {
  const themeId = validId(url.searchParams.get('themeId'));
  if (!themeId || url.searchParams.get('isEdit') === 'true') return [];
  return [
    serialize(PREVIEW_THEME_COOKIE, themeId, {
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: url.protocol === 'https:',
    }),
  ];
}

export const endPreviewCookie = () => serialize(PREVIEW_THEME_COOKIE, '', { path: '/', maxAge: 0 });

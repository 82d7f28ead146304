import { serialize } from 'cookie';
import { redirect } from 'react-router';
import { clearPendingCodeCookie } from '../account/pending-code.server';
import { setCookieHeaders } from '../account/session.server';
import { arrivedOverHttps, readForm } from '../forms.server';
import { PROFILE_SKIP_COOKIE } from '../guards/profile-gate';
import { safeRedirectUrl } from '../guards/safe-redirect';
import type { Route } from './+types/auth-logout';

/** Signing out is a POST (a link or an image must not sign anyone out); a GET just goes home. */
export const loader = () => redirect('/');

/** POST /auth/logout: ends the platform session, forgets the dismissed profile request, returns to redirectUrl. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const target = safeRedirectUrl(String(form.get('redirectUrl') ?? ''));
  let headers = new Headers();
  try {
    const [, platformHeaders] = await context.sdk.user.logout({}, { responseHeaders: true });
    headers = setCookieHeaders(platformHeaders, arrivedOverHttps(request));
  } catch {
    // Already signed out (or the session is gone): the shopper still leaves signed out.
  }
  headers.append('Set-Cookie', serialize(PROFILE_SKIP_COOKIE, '', { path: '/', maxAge: 0 }));
  headers.append('Set-Cookie', clearPendingCodeCookie());
  return redirect(target, { headers });
}

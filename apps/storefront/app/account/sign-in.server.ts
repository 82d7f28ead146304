import { serialize } from 'cookie';
import { redirect } from 'react-router';
import { arrivedOverHttps } from '../forms.server';
import { redirectUrlOf } from '../guards/guards.server';
import { PROFILE_SKIP_COOKIE } from '../guards/profile-gate';
import { clearPendingCodeCookie } from './pending-code.server';
import { setCookieHeaders } from './session.server';

/** Where a screen goes back to itself after a form post (its own address, query kept). */
export function sameScreen(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** Headers that sign the browser in: the platform's session cookie, and the pending code forgotten. */
export function signedInHeaders(
  request: Request,
  platformHeaders: Record<string, string | string[]>,
): Headers {
  const headers = setCookieHeaders(platformHeaders, arrivedOverHttps(request));
  headers.append('Set-Cookie', clearPendingCodeCookie());
  // A new sign-in asks again for what the shop wants on the profile.
  headers.append('Set-Cookie', serialize(PROFILE_SKIP_COOKIE, '', { path: '/', maxAge: 0 }));
  return headers;
}

/**
 * After a code signed the shopper in (spec §4): a new account goes to edit-profile, a server asking for the
 * e-mail to be verified sends them to verify-email-link, anyone else goes on to redirectUrl.
 */
export function afterCodeSignIn(
  request: Request,
  result: { user_exists?: boolean; verify_email_link?: unknown; email?: unknown },
  headers: Headers,
) {
  const next = redirectUrlOf(request);
  const back = `redirectUrl=${encodeURIComponent(next)}`;
  if (result.verify_email_link === true && typeof result.email === 'string') {
    return redirect(`/auth/verify-email-link?email=${encodeURIComponent(result.email)}&${back}`, { headers });
  }
  if (result.user_exists === false) return redirect(`/auth/edit-profile?${back}`, { headers });
  return redirect(next, { headers });
}

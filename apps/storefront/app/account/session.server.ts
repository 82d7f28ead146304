import type { User, UserPlatformConfig } from '@vitrine/contract';
import type { Shopper } from '@vitrine/kit';
import { parse } from 'cookie';
import type { StorefrontContext } from '../load-context';

/** The platform's session cookie: opaque, httpOnly, set and cleared by the platform's sign-in calls. */
export const SESSION_COOKIE = 'f.session';

export function requestCookies(request: Request): Record<string, string | undefined> {
  return parse(request.headers.get('cookie') ?? '');
}

/**
 * The signed-in shopper, or null. Asked once per request (the root and page loaders share it), and only when
 * the browser holds a session cookie: anonymous pages make no call. A failed fetch means signed out (spec §4).
 */
export function loadUser(context: StorefrontContext, request: Request): Promise<User | null> {
  if (!requestCookies(request)[SESSION_COOKIE]) return Promise.resolve(null);
  return context.once('user', () =>
    context.sdk.user
      .getLoggedInUser()
      .then((session) => session.user ?? null)
      .catch(() => null),
  );
}

/** The signed-in shopper as the shell names them (nothing more of their account reaches a page). */
export function shopperOf(user: User | null): Shopper | null {
  return user ? { firstName: user.first_name ?? '', lastName: user.last_name ?? '' } : null;
}

/** The shop's sign-in configuration (required profile fields and the sign-in methods offered). */
export function loadUserPlatformConfig(context: StorefrontContext): Promise<UserPlatformConfig | undefined> {
  return context
    .shared('user-platform-config', () => context.sdk.user.getPlatformConfig())
    .catch(() => undefined);
}

/**
 * `Set-Cookie` values of a platform response, to hand on to the browser. The platform saw the storefront's own
 * call, not the shopper's connection, so a shopper on https gets the Secure attribute added here.
 */
export function setCookieHeaders(headers: Record<string, string | string[]>, secure: boolean): Headers {
  const out = new Headers();
  const cookies = headers['set-cookie'];
  for (const cookie of Array.isArray(cookies) ? cookies : cookies ? [cookies] : []) {
    out.append('Set-Cookie', secure && !/;\s*secure\b/i.test(cookie) ? `${cookie}; Secure` : cookie);
  }
  return out;
}

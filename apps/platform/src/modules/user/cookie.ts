import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { SESSION_SECONDS } from './sessions';

/** The platform's own session cookie name. */
export const SESSION_COOKIE = 'f.session';

/** Whether the browser used https: directly, or through a TLS-terminating proxy that says so. */
function overHttps(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https' || new URL(c.req.url).protocol === 'https:';
}

function writeCookie(c: Context, value: string, maxAge: number): void {
  setCookie(c, SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: overHttps(c),
    maxAge,
  });
}

export const sessionToken = (c: Context) => getCookie(c, SESSION_COOKIE);
export const setSessionCookie = (c: Context, token: string) => writeCookie(c, token, SESSION_SECONDS);
export const clearSessionCookie = (c: Context) => writeCookie(c, '', 0);

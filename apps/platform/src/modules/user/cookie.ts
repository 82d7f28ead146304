import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { requestProtocol } from '../../http/request';
import { SESSION_SECONDS } from './sessions';

/** The platform's own session cookie name. */
export const SESSION_COOKIE = 'f.session';

function writeCookie(c: Context, value: string, maxAge: number): void {
  setCookie(c, SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: requestProtocol(c) === 'https',
    maxAge,
  });
}

export const sessionToken = (c: Context) => getCookie(c, SESSION_COOKIE);
export const setSessionCookie = (c: Context, token: string) => writeCookie(c, token, SESSION_SECONDS);
export const clearSessionCookie = (c: Context) => writeCookie(c, '', 0);

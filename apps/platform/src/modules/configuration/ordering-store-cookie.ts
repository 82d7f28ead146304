import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { requestProtocol } from '../../http/request';

/** The store a shopper orders from, kept for a year; the cart and logistics calls read it from the cookie. */
const ORDERING_STORE_COOKIE = 'ordering_store';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function setOrderingStoreCookie(c: Context, uid: number): void {
  setCookie(c, ORDERING_STORE_COOKIE, String(uid), {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: requestProtocol(c) === 'https',
    maxAge: YEAR_SECONDS,
  });
}

export const clearOrderingStoreCookie = (c: Context) => deleteCookie(c, ORDERING_STORE_COOKIE, { path: '/' });

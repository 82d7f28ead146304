import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse, serialize } from 'cookie';
import { redirect } from 'react-router';
import type { z } from 'zod';
import { requestCookies, SESSION_COOKIE } from '../account/session.server';
import { BAG_PATH } from '../cart/cart-paths';
import { arrivedOverHttps } from '../forms.server';
import { ORDER_STATUS_PATH } from './flow';

const signatureOf = (value: string, key: string) =>
  createHmac('sha256', key).update(value).digest('base64url');

/** `data` as JSON signed with the shopper's session cookie, so that only that session can hand it back. */
function sealForSession(data: unknown, session: string): string {
  const value = Buffer.from(JSON.stringify(data)).toString('base64url');
  return `${value}.${signatureOf(value, session)}`;
}

/** What `sealForSession` sealed for this session; undefined when it was sealed for another, or tampered with. */
function openForSession(sealed: string | undefined, session: string | undefined): unknown {
  if (!sealed || !session) return undefined;
  const [value, signature = ''] = sealed.split('.');
  const expected = Buffer.from(signatureOf(value, session));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const ORDER_ID = /^[\w-]{1,60}$/;

/** A page of this shop that hands the shopper's browser on to a provider, and the cookie keeping what it needs. */
export interface HandOffPage {
  path: string;
  cookie: string;
  /** Long enough to reload the page or try again; a new checkout answers anew. */
  maxAgeSeconds: number;
}

/**
 * Where the browser goes after a checkout answered `kept` for the order in `orderStatus` (the hand-off page, with
 * the order-status query) and the cookie that keeps it, sealed for the shopper's session so that only the
 * session that placed the order can use it. Undefined without a session or an order id.
 */
export function handOffTo(
  page: HandOffPage,
  request: Request,
  orderStatus: string,
  kept: object | undefined,
) {
  const session = requestCookies(request)[SESSION_COOKIE];
  const query = new URL(orderStatus, 'http://shop').searchParams;
  const orderId = query.get('order_id') ?? '';
  if (!kept || !session || !ORDER_ID.test(orderId)) return undefined;
  const cookie = serialize(page.cookie, sealForSession({ ...kept, orderId }, session), {
    // Not the page's own path: a client-side navigation loads its data from `${page.path}.data`.
    path: '/cart',
    httpOnly: true,
    sameSite: 'lax',
    secure: arrivedOverHttps(request),
    maxAge: page.maxAgeSeconds,
  });
  return { url: `${page.path}?${query}`, cookie };
}

/**
 * What the hand-off page kept for the order in its address, with that order's status page; without it (expired,
 * another session, another order) the shopper goes to the order's status, and without an order to the bag.
 */
export function keptFor<T>(page: HandOffPage, request: Request, schema: z.ZodType<T>) {
  const query = new URL(request.url).searchParams;
  const orderId = query.get('order_id') ?? '';
  if (!ORDER_ID.test(orderId)) throw redirect(BAG_PATH);
  const statusUrl = `${ORDER_STATUS_PATH}?${query}`;
  const raw = parse(request.headers.get('cookie') ?? '')[page.cookie];
  const opened = openForSession(raw, requestCookies(request)[SESSION_COOKIE]);
  const parsed = schema.safeParse(opened);
  if (!parsed.success || (opened as { orderId?: unknown } | null)?.orderId !== orderId)
    throw redirect(statusUrl);
  return { kept: parsed.data, statusUrl };
}

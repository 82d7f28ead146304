import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse, serialize } from 'cookie';
import { z } from 'zod';

/**
 * What the order-status page shows of an order just placed, kept from the checkout's own answer: there is no
 * orders API yet, and the cart it was placed from is closed. A short-lived httpOnly cookie, signed with the
 * shopper's session cookie so that it speaks only to the session that placed the order (another shopper signing
 * in on the same browser sees none of it), and read only for the order id in the page's address.
 */
const OrderSummary = z.object({
  orderId: z.string().max(60),
  total: z.number(),
  currencySymbol: z.string().max(8),
  paymentMode: z.string().max(60),
  lines: z.array(
    z.object({
      id: z.string().max(100),
      name: z.string().max(120),
      size: z.string().max(40),
      quantity: z.number(),
    }),
  ),
  /** Lines left out to keep the cookie small. */
  more: z.number(),
});
export type OrderSummary = z.output<typeof OrderSummary>;

const COOKIE = 'vitrine.order';
/** Long enough to reload the page or come back to it shortly; the order itself lives on in the platform. */
const MAX_AGE_SECONDS = 10 * 60;
/** The most lines kept, and the most bytes of the cookie's value: browsers keep about 4 kB per cookie. */
const MAX_LINES = 8;
const MAX_VALUE_BYTES = 3000;

const signatureOf = (value: string, key: string) =>
  createHmac('sha256', key).update(value).digest('base64url');

function encode(summary: OrderSummary, key: string): string {
  const value = Buffer.from(JSON.stringify(summary)).toString('base64url');
  return `${value}.${signatureOf(value, key)}`;
}

/** The summary as it fits: its first lines, the rest counted in `more`. */
function fitted(summary: OrderSummary, key: string): string {
  let lines = summary.lines.slice(0, MAX_LINES);
  for (;;) {
    const kept = { ...summary, lines, more: summary.more + summary.lines.length - lines.length };
    const value = encode(kept, key);
    if (value.length <= MAX_VALUE_BYTES || lines.length === 0) return value;
    lines = lines.slice(0, -1);
  }
}

/** The Set-Cookie value keeping an order's summary for the session `sessionKey` names. */
export function orderSummaryCookie(summary: OrderSummary, sessionKey: string, secure: boolean): string {
  return serialize(COOKIE, fitted({ ...summary, more: 0 }, sessionKey), {
    path: '/cart',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: MAX_AGE_SECONDS,
  });
}

/** The summary of order `orderId`, if this browser's session placed it just now; undefined otherwise. */
export function readOrderSummary(
  request: Request,
  orderId: string,
  sessionKey: string | undefined,
): OrderSummary | undefined {
  const raw = parse(request.headers.get('cookie') ?? '')[COOKIE];
  if (!raw || !sessionKey) return undefined;
  const [value, signature = ''] = raw.split('.');
  const expected = Buffer.from(signatureOf(value, sessionKey));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const parsed = OrderSummary.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success && parsed.data.orderId === orderId ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

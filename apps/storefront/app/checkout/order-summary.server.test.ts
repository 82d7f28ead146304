import { describe, expect, it } from 'vitest';
import { type OrderSummary, orderSummaryCookie, readOrderSummary } from './order-summary.server';

const summary: OrderSummary = {
  orderId: 'FY0123456789ABCDEF',
  total: 2147,
  currencySymbol: '₹',
  paymentMode: 'COD',
  lines: [{ id: '11-1001', name: 'Linen Shirt', size: 'M', quantity: 2 }],
  more: 0,
};

/** The request a browser sends back with the cookie the shop set. */
const requestWith = (setCookie: string) =>
  new Request('http://shop.test/cart/order-status/', { headers: { cookie: setCookie.split(';')[0] } });

describe('the order summary kept for the order-status page', () => {
  it('is read back by the session that placed the order, for that order only', () => {
    const cookie = orderSummaryCookie(summary, 'session-a', false);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/Path=\/cart/);
    expect(readOrderSummary(requestWith(cookie), summary.orderId, 'session-a')).toEqual(summary);
    expect(readOrderSummary(requestWith(cookie), 'FY0000000000000000', 'session-a')).toBeUndefined();
    expect(readOrderSummary(requestWith(cookie), summary.orderId, 'session-b')).toBeUndefined();
    expect(readOrderSummary(requestWith(cookie), summary.orderId, undefined)).toBeUndefined();
  });

  it('is not read once changed in the browser', () => {
    const cookie = orderSummaryCookie(summary, 'session-a', true);
    expect(cookie).toMatch(/Secure/);
    const [value, signature] = cookie.split(';')[0].split('=')[1].split('.');
    const altered = Buffer.from(JSON.stringify({ ...summary, total: 1 })).toString('base64url');
    expect(
      readOrderSummary(requestWith(`vitrine.order=${altered}.${signature}`), summary.orderId, 'session-a'),
    ).toBeUndefined();
    expect(
      readOrderSummary(requestWith(`vitrine.order=${value}`), summary.orderId, 'session-a'),
    ).toBeUndefined();
    expect(readOrderSummary(requestWith('vitrine.order=%%%'), summary.orderId, 'session-a')).toBeUndefined();
  });

  it('keeps the first lines of a large order and counts the rest', () => {
    const lines = Array.from({ length: 30 }, (_, n) => ({
      id: `${n}-1001`,
      name: `${'Hand-block printed cotton kurta with a long name '.repeat(2)}${n}`.slice(0, 120),
      size: 'XL',
      quantity: 1,
    }));
    const cookie = orderSummaryCookie({ ...summary, lines }, 'session-a', false);
    expect(cookie.split(';')[0].length).toBeLessThan(3100);
    const read = readOrderSummary(requestWith(cookie), summary.orderId, 'session-a');
    expect(read?.lines.length).toBeGreaterThan(0);
    expect((read?.lines.length ?? 0) + (read?.more ?? 0)).toBe(30);
    expect(read?.lines[0].id).toBe('0-1001');
  });
});

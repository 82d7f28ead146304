import { describe, expect, it } from 'vitest';
import { loadPopupCheckout, popupHandOff } from './popup-checkout.server';

const STATUS = '/cart/order-status/?success=true&order_id=FY123&cart_id=c1';
const GATEWAY = 'http://127.0.0.1:9000';
const ANSWER = {
  order_id: 'FY123',
  payment_flow: 'popup',
  aggregator: 'Razorpay',
  script_url: `${GATEWAY}/v1/checkout.js`,
  key_id: 'rzp_test_shop',
  aggregator_order_id: 'order_Abc123',
  amount: 149_900,
  currency: 'INR',
  redirect_url: `${GATEWAY}/v1/checkout/order_Abc123/wallet?key_id=rzp_test_shop`,
};

const asShopper = (session: string, cookie = '') =>
  new Request(`http://shop.test/cart/pay-popup?success=true&order_id=FY123&cart_id=c1`, {
    headers: { cookie: `f.session=${session}${cookie ? `; ${cookie}` : ''}` },
  });

/** Where a thrown redirect sends the browser. */
function redirectOf(run: () => unknown): string | null {
  try {
    run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
  throw new Error('no redirect');
}

describe('the popup hand-off', () => {
  it('keeps what the popup needs for the session that placed the order, and gives it back only to it', () => {
    const handOff = popupHandOff(asShopper('asha'), ANSWER, STATUS);
    expect(handOff?.url).toBe('/cart/pay-popup?success=true&order_id=FY123&cart_id=c1');
    expect(handOff?.cookie).toMatch(/^vitrine\.paypopup=/);
    for (const attribute of ['Path=/cart', 'HttpOnly', 'SameSite=Lax'])
      expect(handOff?.cookie).toContain(attribute);
    const cookie = (handOff?.cookie ?? '').split(';')[0];
    expect(loadPopupCheckout(asShopper('asha', cookie))).toEqual({
      orderId: 'FY123',
      provider: 'Razorpay',
      scriptUrl: ANSWER.script_url,
      keyId: ANSWER.key_id,
      gatewayOrderId: ANSWER.aggregator_order_id,
      amount: ANSWER.amount,
      currency: 'INR',
      fallbackUrl: ANSWER.redirect_url,
      statusUrl: STATUS,
    });
    expect(redirectOf(() => loadPopupCheckout(asShopper('ravi', cookie)))).toBe(STATUS);
    expect(redirectOf(() => loadPopupCheckout(asShopper('asha')))).toBe(STATUS);
  });

  it('takes no answer that is not a popup, or whose script is not a web address', () => {
    expect(
      popupHandOff(asShopper('asha'), { ...ANSWER, payment_flow: 'hidden_form' }, STATUS),
    ).toBeUndefined();
    expect(
      popupHandOff(asShopper('asha'), { ...ANSWER, script_url: 'javascript:alert(1)' }, STATUS),
    ).toBeUndefined();
    expect(popupHandOff(asShopper('asha'), { ...ANSWER, key_id: '"><script>' }, STATUS)).toBeUndefined();
    expect(popupHandOff(new Request('http://shop.test/'), ANSWER, STATUS)).toBeUndefined();
  });
});

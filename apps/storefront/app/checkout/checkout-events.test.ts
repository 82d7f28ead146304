import { describe, expect, it } from 'vitest';
import { beginCheckout, stepDone } from './checkout-events';

const shop = (path: string) => new URL(path, 'http://shop.test');
const delivery = shop('/cart/delivery?id=c0ffee');
const payment = shop('/cart/payment-info?id=c0ffee&address_id=a1&billing_address_id=a1');
const review = shop(
  '/cart/order-review?cart_id=c0ffee&address_id=a1&billing_address_id=a1&payment_mode=COD&payment_identifier=COD&aggregator_name=Fynd',
);

describe('what checkout tells analytics', () => {
  it('tells checkout begun with the cart’s count and value', () => {
    expect(beginCheckout({ id: 'c0ffee', count: 2, total: 2147.5, buyNow: false })).toEqual({
      name: 'begin_checkout',
      properties: { cart_id: 'c0ffee', item_count: 2, value: 2147.5, buy_now: false },
    });
  });

  it('tells each step done as checkout_progress, read off where its form sent the shopper', () => {
    expect(stepDone('select-address', delivery, payment)).toEqual({
      name: 'checkout_progress',
      properties: { checkout_step: 1, checkout_option: 'address', cart_id: 'c0ffee' },
    });
    expect(stepDone('add-address', delivery, payment)?.properties.checkout_step).toBe(1);
    // The spec's add-payment-info: told only once the selection held and the shopper went on to review.
    expect(stepDone('select-payment', payment, review)).toEqual({
      name: 'checkout_progress',
      properties: {
        checkout_step: 2,
        checkout_option: 'COD',
        cart_id: 'c0ffee',
        payment_mode: 'COD',
        payment_identifier: 'COD',
        aggregator_name: 'Fynd',
      },
    });
    const placed = shop('/cart/order-status/?success=true&order_id=FY1&cart_id=c0ffee');
    expect(stepDone('place-order', review, placed)).toEqual({
      name: 'checkout_progress',
      properties: { checkout_step: 3, checkout_option: 'COD', cart_id: 'c0ffee', order_id: 'FY1' },
    });
  });

  it('tells nothing for a refusal, which answers on the same page, nor for other forms', () => {
    expect(stepDone('select-payment', payment, payment)).toBeUndefined();
    expect(stepDone('place-order', review, shop('/cart/bag/'))).toBeUndefined();
    expect(stepDone('apply-coupon', payment, review)).toBeUndefined();
  });
});

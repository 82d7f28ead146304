import { describe, expect, it } from 'vitest';
import {
  afterAddress,
  CHECKOUT_STEPS,
  openStep,
  orderStatusUrl,
  type PaymentChoice,
  PaymentSelectionRefused,
  placeOf,
  selectPayment,
  stateOf,
  stepToResume,
  stepUrl,
} from './flow';

const state = { cartId: 'c0ffee', buyNow: false, addressId: 'a1' };

describe('the checkout steps', () => {
  it('go delivery, then payment-info, then order-review', () => {
    expect(CHECKOUT_STEPS.map((step) => step.path)).toEqual([
      '/cart/delivery',
      '/cart/payment-info',
      '/cart/order-review',
    ]);
  });

  it('carry the spec’s query in each step’s address, and read it back', () => {
    expect(stepUrl('delivery', { cartId: 'c0ffee', buyNow: true })).toBe(
      '/cart/delivery?id=c0ffee&buy_now=true',
    );
    expect(stepUrl('payment-info', state)).toBe(
      '/cart/payment-info?id=c0ffee&address_id=a1&billing_address_id=a1',
    );
    const review = stepUrl('order-review', {
      ...state,
      payment: { mode: 'COD', identifier: 'COD', aggregator: 'Fynd' },
    });
    expect(review).toBe(
      '/cart/order-review?cart_id=c0ffee&address_id=a1&billing_address_id=a1&payment_mode=COD&payment_identifier=COD&aggregator_name=Fynd',
    );
    expect(stateOf(new URL(review, 'http://shop'))).toEqual({
      cartId: 'c0ffee',
      buyNow: false,
      addressId: 'a1',
      billingAddressId: 'a1',
      payment: { mode: 'COD', identifier: 'COD', aggregator: 'Fynd', merchantCode: undefined },
    });
  });

  it('come back to delivery with the address chosen last shown chosen, and nothing chosen after it', () => {
    expect(stepUrl('delivery', { ...state, payment: { mode: 'COD' } })).toBe(
      '/cart/delivery?id=c0ffee&address_id=a1',
    );
  });

  it('send a shopper who skipped ahead back to the step they missed', () => {
    expect(stepToResume('delivery', { buyNow: false })).toBeUndefined();
    expect(stepToResume('payment-info', { cartId: 'c0ffee', buyNow: false })).toBe(
      '/cart/delivery?id=c0ffee',
    );
    expect(stepToResume('order-review', state)).toBe(
      '/cart/payment-info?id=c0ffee&address_id=a1&billing_address_id=a1',
    );
    expect(stepToResume('order-review', { ...state, payment: { mode: 'COD' } })).toBeUndefined();
  });

  it('lead from the address to payment, or straight to review when the default payment says skip', () => {
    expect(afterAddress(state, { mode: null, skip: false })).toBe(stepUrl('payment-info', state));
    expect(afterAddress(state, { mode: 'COD', identifier: 'COD', skip: true })).toBe(
      stepUrl('order-review', { ...state, payment: { mode: 'COD', identifier: 'COD' } }),
    );
  });
});

describe('the single-page checkout', () => {
  const single = '/cart/checkout?id=c0ffee&address_id=a1&billing_address_id=a1';

  it('opens the first choice still to make, review once both are made', () => {
    expect(openStep({ buyNow: false })).toBe('delivery');
    expect(openStep(state)).toBe('payment-info');
    expect(openStep({ ...state, payment: { mode: 'COD' } })).toBe('order-review');
  });

  it('keeps every step on /cart/checkout, its state in the query', () => {
    expect(afterAddress(state, undefined, 'single-page')).toBe(single);
    expect(afterAddress(state, { mode: 'COD', identifier: 'COD', skip: true }, 'single-page')).toBe(
      `${single}&payment_mode=COD&payment_identifier=COD`,
    );
    const chosen = { ...state, buyNow: true, payment: { mode: 'COD' } };
    expect(placeOf('delivery', chosen, 'single-page')).toBe('/cart/checkout?id=c0ffee&buy_now=true');
    expect(placeOf('payment-info', chosen, 'single-page')).toBe(
      '/cart/checkout?id=c0ffee&buy_now=true&address_id=a1&billing_address_id=a1',
    );
    expect(stateOf(new URL(placeOf('order-review', chosen, 'single-page'), 'http://shop'))).toMatchObject(
      chosen,
    );
    expect(placeOf('order-review', chosen, 'steps')).toBe(stepUrl('order-review', chosen));
  });
});

describe('the order-status page', () => {
  it('is told the outcome in the spec’s query names', () => {
    expect(
      orderStatusUrl({ success: true, orderId: 'FY1', cartId: 'c0ffee', uid: '42', addressId: 'a1' }),
    ).toBe(
      '/cart/order-status/?success=true&order_id=FY1&cart_id=c0ffee&delivery_address_id=a1&billing_address_id=a1&uid=42',
    );
    expect(orderStatusUrl({ success: false, cartId: 'c0ffee' })).toBe(
      '/cart/order-status/?success=false&cart_id=c0ffee',
    );
  });
});

describe('choosing a payment mode', () => {
  const recorder = (answers: { coupon?: boolean; selection?: boolean } = {}) => {
    const calls: string[] = [];
    return {
      calls,
      api: {
        activeCardAggregator: async () => {
          calls.push('card aggregator');
          return 'Juspay';
        },
        validateCoupon: async (choice: PaymentChoice) => {
          calls.push(`validate coupon for ${choice.mode}/${choice.aggregator}`);
          return {
            valid: answers.coupon ?? true,
            answer: { coupon_validity: { valid: answers.coupon ?? true } },
          };
        },
        selectPaymentMode: async (choice: PaymentChoice) => {
          calls.push(`select ${choice.mode}`);
          return { valid: answers.selection ?? true, answer: { is_valid: answers.selection ?? true } };
        },
      },
    };
  };

  it('asks for the card aggregator only for cards, then validates, selects and goes to review', async () => {
    const card = recorder();
    const { next, choice } = await selectPayment(state, { mode: 'CARD' }, card.api);
    expect(card.calls).toEqual(['card aggregator', 'validate coupon for CARD/Juspay', 'select CARD']);
    expect(choice).toEqual({ mode: 'CARD', aggregator: 'Juspay' });
    expect(next).toBe(stepUrl('order-review', { ...state, payment: { mode: 'CARD', aggregator: 'Juspay' } }));
    const cod = recorder();
    await selectPayment(state, { mode: 'COD', aggregator: 'Fynd' }, cod.api);
    expect(cod.calls).toEqual(['validate coupon for COD/Fynd', 'select COD']);
  });

  it('throws the coupon answer when the coupon does not hold, selecting nothing', async () => {
    const run = recorder({ coupon: false });
    const refusal = await selectPayment(state, { mode: 'COD' }, run.api).catch((error) => error);
    expect(refusal).toBeInstanceOf(PaymentSelectionRefused);
    expect(refusal.answer).toEqual({ coupon_validity: { valid: false } });
    expect(run.calls).toEqual(['validate coupon for COD/undefined']);
  });

  it('skips the coupon check when validation is off, and throws a refused selection', async () => {
    const run = recorder({ selection: false });
    const refusal = await selectPayment(state, { mode: 'PP' }, run.api, {
      validateCoupon: false,
      redirect: true,
    }).catch((error) => error);
    expect(refusal).toMatchObject({ step: 'selection', answer: { is_valid: false } });
    expect(run.calls).toEqual(['select PP']);
  });

  it('goes on to review on the single page when checking out there', async () => {
    const { next } = await selectPayment(state, { mode: 'COD', identifier: 'COD' }, recorder().api, {
      validateCoupon: true,
      redirect: true,
      layout: 'single-page',
    });
    expect(next).toBe(
      '/cart/checkout?id=c0ffee&address_id=a1&billing_address_id=a1&payment_mode=COD&payment_identifier=COD',
    );
  });

  it('stays on the page when redirection is off', async () => {
    const { next } = await selectPayment(state, { mode: 'COD' }, recorder().api, {
      validateCoupon: true,
      redirect: false,
    });
    expect(next).toBeUndefined();
  });
});

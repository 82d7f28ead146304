import { describe, expect, it } from 'vitest';
import { paymentOptionsOf, preselectedMode } from './payment-modes';

/** A getPaymentModeRoutes answer as the platform sends it: PP listed first, COD refused for this cart. */
const answer = {
  success: true,
  payment_options: {
    payment_flows: { fynd: { api_link: '', payment_flow: 'fynd' } },
    payment_default_selection: { mode: null, identifier: null, skip: false },
    payment_option: [
      {
        name: 'PP',
        display_name: 'Pay at delivery by card or UPI',
        display_priority: 2,
        aggregator_name: 'Fynd',
        list: [
          { aggregator_name: 'Fynd', code: 'PP', merchant_code: 'PP', meta: { fee: 0, disabled: false } },
        ],
      },
      {
        name: 'COD',
        display_name: 'Cash on Delivery',
        display_priority: 1,
        list: [
          {
            aggregator_name: '',
            code: 'COD',
            merchant_code: 'COD',
            meta: { fee: 49, disabled: true, message: 'Cash on delivery is available on orders up to ₹500' },
          },
        ],
      },
    ],
  },
};

describe('the payment step’s modes', () => {
  it('lists the modes in display priority with their fee, and a refused one with the platform’s reason', () => {
    const options = paymentOptionsOf(answer);
    expect(options).toEqual([
      {
        key: 'COD',
        mode: 'COD',
        display: 'Cash on Delivery',
        fee: 49,
        disabled: true,
        message: 'Cash on delivery is available on orders up to ₹500',
        // Spec §3: COD's aggregator is Fynd when the platform names none.
        choice: { mode: 'COD', identifier: 'COD', aggregator: 'Fynd', merchantCode: 'COD' },
      },
      {
        key: 'PP',
        mode: 'PP',
        display: 'Pay at delivery by card or UPI',
        fee: 0,
        disabled: false,
        message: '',
        choice: { mode: 'PP', identifier: 'PP', aggregator: 'Fynd', merchantCode: 'PP' },
      },
    ]);
    expect(paymentOptionsOf(undefined)).toEqual([]);
  });

  it('names Juspay the aggregator of any other mode without one (spec §3)', () => {
    const card = { name: 'CARD', display_name: 'Card', display_priority: 3, list: [{ aggregator_name: '' }] };
    const [option] = paymentOptionsOf({
      ...answer,
      payment_options: { ...answer.payment_options, payment_option: [card] },
    });
    expect(option.choice).toEqual({
      mode: 'CARD',
      identifier: 'CARD',
      aggregator: 'Juspay',
      merchantCode: undefined,
    });
  });

  it('shows chosen the mode in the address, else the shop’s default, else the first it can use', () => {
    const options = paymentOptionsOf(answer);
    expect(preselectedMode(options, 'PP', null)).toBe('PP');
    // A mode the cart cannot use is never shown chosen.
    expect(preselectedMode(options, 'COD', 'COD')).toBe('PP');
    expect(preselectedMode(options, undefined, undefined)).toBe('PP');
    expect(preselectedMode([], 'COD', 'COD')).toBeUndefined();
  });
});

describe('a mode with several aggregators (pay later)', () => {
  it('offers each aggregator as its own option, named by mode and aggregator', () => {
    const option = (aggregator: string) => ({
      aggregator_name: aggregator,
      display_name: `Pay later with ${aggregator}`,
      code: 'PL',
      merchant_code: 'PL',
      meta: { fee: 0, disabled: false },
    });
    const options = paymentOptionsOf({
      success: true,
      payment_options: {
        payment_option: [
          {
            name: 'PL',
            display_name: 'Pay Later',
            display_priority: 5,
            list: [option('Simpl'), option('Potlee')],
          },
        ],
        payment_flows: {},
      },
    });
    expect(options.map((o) => [o.key, o.display, o.choice.aggregator])).toEqual([
      ['PL-Simpl', 'Pay later with Simpl', 'Simpl'],
      ['PL-Potlee', 'Pay later with Potlee', 'Potlee'],
    ]);
  });
});

describe('a mode with several options at one aggregator (wallets)', () => {
  it('offers the mode once: the wallet is chosen in the provider’s popup', () => {
    const wallet = (code: string, name: string) => ({
      aggregator_name: 'Razorpay',
      display_name: name,
      code,
      merchant_code: code,
      wallet_code: code,
      wallet_name: name,
      meta: { fee: 0, disabled: false },
    });
    const options = paymentOptionsOf({
      success: true,
      payment_options: {
        payment_option: [
          {
            name: 'WL',
            display_name: 'Wallet',
            display_priority: 5,
            aggregator_name: 'Razorpay',
            list: [wallet('phonepe', 'PhonePe'), wallet('paytm', 'Paytm')],
          },
        ],
        payment_flows: {},
      },
    });
    expect(options.map((o) => [o.key, o.display, o.choice.aggregator])).toEqual([
      ['WL', 'Wallet', 'Razorpay'],
    ]);
  });
});

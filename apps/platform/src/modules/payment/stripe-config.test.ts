import { describe, expect, it } from 'vitest';
import { readPaymentGateway } from './gateway-config';
import { readStripe } from './stripe-config';

const STRIPE = {
  STRIPE_API_URL: 'https://api.stripe.com/',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('the Stripe settings', () => {
  it('reads all four or none, naming what half a configuration lacks', () => {
    expect(readStripe({})).toBeUndefined();
    expect(readStripe(STRIPE)).toEqual({
      url: 'https://api.stripe.com',
      secretKey: 'sk_live_x',
      publishableKey: 'pk_live_x',
      webhookSecret: 'whsec_x',
    });
    expect(() => readStripe({ STRIPE_SECRET_KEY: 'sk' })).toThrow(
      'STRIPE_API_URL, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET',
    );
    expect(() => readStripe({ ...STRIPE, STRIPE_API_URL: 'stripe.com' })).toThrow('STRIPE_API_URL must be');
  });

  it('hangs them on the shop’s gateway settings', () => {
    const gateway = {
      PAYMENT_GATEWAY_URL: 'https://api.razorpay.com',
      PAYMENT_KEY_ID: 'rzp_live_x',
      PAYMENT_KEY_SECRET: 'secret',
      PAYMENT_WEBHOOK_SECRET: 'hook',
    };
    expect(readPaymentGateway({ ...gateway, ...STRIPE })?.stripe?.publishableKey).toBe('pk_live_x');
    expect(readPaymentGateway(gateway)?.stripe).toBeUndefined();
  });
});

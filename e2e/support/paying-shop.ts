import { type PaymentGateway, startPaymentGateway } from '@vitrine/payment-gateway';
import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { cartCount, showsText } from './cart-journeys';
import { fillAddress, openNewAddress, productToBuy } from './checkout-steps';
import { ASHA, signInWithPassword, waitForHydration } from './shop';
import { type RunningShop, startShop } from './shop-server';

const KEYS = {
  keyId: 'rzp_test_journey',
  keySecret: 'journey-key-secret',
  webhookSecret: 'journey-webhook-secret',
};

/** The shop's accounts with the hidden-form (Payumoney-style) and redirect (Rupifi-style) providers. */
const PAYU = { key: 'payu_test_journey', salt: 'journey-payu-salt' };
const RUPIFI = { merchantId: 'rupifi_journey', secret: 'journey-rupifi-secret' };
/** The shop's Stripe-style account (CARD at Stripe, beside the card gateway), with `stripe: true`. */
const STRIPE = {
  secretKey: 'sk_test_journey',
  publishableKey: 'pk_test_journey',
  webhookSecret: 'whsec_journey',
};
/** The shop's Juspay-style account (CARD at Juspay, the card form posting to /txns), with `juspay: true`. */
const JUSPAY = {
  merchantId: 'juspay_journey',
  apiKey: 'juspay-journey-key',
  webhookSecret: 'juspay-journey-hook',
};
const providerAccounts = (gatewayUrl: string) => ({
  payumoney: {
    paymentUrl: `${gatewayUrl}/payu/_payment`,
    verifyUrl: `${gatewayUrl}/payu/merchant/postservice?form=2`,
    ...PAYU,
  },
  rupifi: { url: `${gatewayUrl}/rupifi`, ...RUPIFI },
});

export interface PayingShop {
  gateway: PaymentGateway;
  platform: TestPlatform;
  shop: RunningShop;
}

/**
 * A shop that takes online payments, for one test file: the sandbox gateway, the platform apart from the
 * storefront (PLATFORM_URL) with the sandbox as its gateway, and the storefront. With `providerAccounts`, the
 * shop also has its accounts with the sandbox's hidden-form and redirect providers (NB and RUPIFIPG offered).
 */
export function usePayingShop(
  options: { providerAccounts?: boolean; stripe?: boolean; juspay?: boolean } = {},
): () => PayingShop {
  let running: Partial<PayingShop> = {};
  beforeAll(async () => {
    const gateway = await startPaymentGateway({
      merchants: [KEYS],
      formMerchants: [PAYU],
      redirectMerchants: [RUPIFI],
      stripeMerchants: [STRIPE],
      juspayMerchants: [JUSPAY],
      upiAutoAnswerMs: 1000,
      log: () => {},
    });
    const accounts = {
      ...(options.providerAccounts ? providerAccounts(gateway.url) : {}),
      ...(options.stripe ? { stripe: { url: gateway.url, ...STRIPE } } : {}),
      ...(options.juspay ? { juspay: { url: gateway.url, ...JUSPAY } } : {}),
    };
    running.gateway = gateway;
    const platform = await startTestPlatform({
      products: 20,
      config: { paymentGateway: { aggregator: 'Razorpay', url: gateway.url, ...KEYS, ...accounts } },
    });
    running.platform = platform;
    gateway.setWebhookUrl(KEYS.keyId, `${platform.baseUrl}/service/webhooks/payments/razorpay`);
    gateway.setStripeWebhookUrl(STRIPE.secretKey, `${platform.baseUrl}/service/webhooks/payments/stripe`);
    gateway.setJuspayWebhookUrl(JUSPAY.merchantId, `${platform.baseUrl}/service/webhooks/payments/juspay`);
    running.shop = await startShop({ env: { PLATFORM_URL: platform.baseUrl } });
  });
  // Each journey starts from an empty bag: a cart left waiting on its payment must not add to the next one's.
  beforeEach(async () => {
    const db = running.platform?.platform.services.db;
    if (db) await sql`UPDATE carts SET status = 'archived' WHERE status = 'open'`.execute(db);
  });
  afterAll(async () => {
    await running.shop?.stop();
    await running.platform?.close();
    await running.gateway?.close();
    running = {};
  });
  return () => {
    const { gateway, platform, shop } = running;
    if (!gateway || !platform || !shop)
      throw new Error('The paying shop is not running (usePayingShop runs in beforeAll)');
    return { gateway, platform, shop };
  };
}

/** Asha signs in, puts a product in her bag and checks out to a Mumbai address, up to the payment step. */
export async function checkOutToPaymentStep(page: Page, shopUrl: string) {
  await page.goto(`${shopUrl}/auth/login?redirectUrl=${encodeURIComponent('/cart/bag/')}`);
  await signInWithPassword(page, ASHA);
  await page.waitForURL(`${shopUrl}/cart/bag/`);
  const product = await productToBuy(page, shopUrl);
  await page.goto(`${shopUrl}${product.path}`);
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').click();
  await showsText(cartCount(page), '1');
  await page.goto(`${shopUrl}/cart/bag/`);
  await waitForHydration(page);
  await page.getByTestId('checkout').click();
  await page.getByTestId('checkout-delivery').waitFor();
  await waitForHydration(page);
  if (await page.getByTestId('address-option').count()) {
    await page.getByTestId('address-option').first().click();
    await page.getByTestId('deliver-here').click();
  } else {
    await openNewAddress(page);
    await fillAddress(page, '400001');
    await page.getByRole('button', { name: 'Save and deliver here' }).click();
  }
  await page.waitForURL(/\/cart\/payment-info\?/);
  await waitForHydration(page);
  return product;
}

/** Asha checks out paying by `mode` (CARD, UPI, …; at `aggregator` when several take it), up to Place order. */
export async function checkOutToPay(page: Page, shopUrl: string, mode: string, aggregator?: string) {
  const product = await checkOutToPaymentStep(page, shopUrl);
  const only = aggregator ? `[data-aggregator="${aggregator}"]` : '';
  await page.locator(`[data-testid="payment-option"][data-mode="${mode}"]${only}`).click();
  await page.getByTestId('continue-to-review').click();
  await page.waitForURL(new RegExp(`/cart/order-review\\?.*payment_mode=${mode}`));
  await waitForHydration(page);
  await page.getByTestId('place-order').click();
  return product;
}

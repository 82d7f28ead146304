import { type PaymentGatewayOptions, startPaymentGateway } from '@vitrine/payment-gateway';
import { sql } from 'kysely';
import type { PlatformConfig } from '../../config';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform } from '../../testing/harness';
import { officialClients, signIn } from '../user/test-clients';
import type { PaymentGatewaySettings } from './gateway-config';
import { PAYMENT_WEBHOOK_PATH } from './webhooks';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; its Joi models check them.
type Json = any;

/** Where the shopper comes back to after paying, as the storefront asks. */
const SHOP_CALLBACK = 'http://shop.test/cart/order-status/?success=true';
const KEYS = { keyId: 'rzp_test_shop', keySecret: 'shop-key-secret', webhookSecret: 'shop-webhook-secret' };

export interface PaymentShopOptions {
  /** The sandbox's settings beyond the shop's merchant keys (quicker retries, a log to read, more merchants). */
  gateway?: Partial<PaymentGatewayOptions>;
  /** The shop's settings for providers beyond the gateway, given the sandbox's address. */
  providers?: (gatewayUrl: string) => Partial<PaymentGatewaySettings>;
  products?: number;
  /** The platform's settings beyond the gateway's (the dev outbox, to read sent codes on PostgreSQL too). */
  config?: Partial<Omit<PlatformConfig, 'paymentGateway'>>;
}

/**
 * A platform taking online payments at a sandbox gateway whose webhooks reach it, for a payment test file:
 * Asha and Ravi signed in through both SDK versions, a Mumbai address of Asha's, and an article with stock.
 */
export async function startPaymentShop(options: PaymentShopOptions = {}) {
  const gateway = await startPaymentGateway({
    merchants: [KEYS],
    webhookRetryDelaysMs: [100, 200, 400],
    log: () => {},
    ...options.gateway,
  });
  const platform = await startTestPlatform({
    products: options.products ?? 10,
    config: {
      ...options.config,
      paymentGateway: {
        aggregator: 'Razorpay',
        url: gateway.url,
        ...KEYS,
        ...options.providers?.(gateway.url),
      },
    },
  });
  gateway.setWebhookUrl(KEYS.keyId, `${platform.baseUrl}${PAYMENT_WEBHOOK_PATH}`);
  const db = platform.platform.services.db;
  const session = async (email: string): Promise<{ v1: Json; v3: Json }> =>
    officialClients(platform, (await signIn(platform, email, DEMO_SHOPPER_PASSWORD)).cookie);
  const asha = await session('asha@vitrine.test');
  const ravi = await session('ravi@vitrine.test');
  const { id: address } = await asha.v3.cart.addAddress({
    body: {
      name: 'Asha Rao',
      phone: '9876543210',
      email: 'asha@vitrine.test',
      address: '12, Sea View Apartments',
      area: 'Marine Drive',
      area_code: '400001',
      city: 'Mumbai',
      state: 'Maharashtra',
      country_iso_code: 'IN',
    },
  });
  const { rows } = await sql<{ size_id: number; store_uid: number }>`
    SELECT size_id, store_uid FROM inventory WHERE quantity >= 20 ORDER BY size_id LIMIT 1`.execute(db);
  const article = `${rows[0].size_id}-${rows[0].store_uid}`;

  /** Asha's new cart of one article, checked out to pay by `mode` at `aggregator`: the order waits for its payment. */
  async function checkOut(mode: string, aggregator: string, callbackUrl = SHOP_CALLBACK) {
    await sql`UPDATE carts SET status = 'archived' WHERE status = 'open'`.execute(db);
    const cart = (await asha.v3.cart.addItems({ b: true, body: { items: [{ article_id: article }] } })).cart;
    const answer = await asha.v3.cart.checkoutCartV2({
      body: {
        id: cart.id,
        address_id: address,
        payment_mode: mode,
        aggregator,
        payment_methods: [{ mode, payment: 'required', payment_meta: { payment_gateway: aggregator } }],
        callback_url: callbackUrl,
      },
    });
    return { cart, answer, data: answer.data as Json, orderId: answer.order_id as string };
  }

  /** The order's, its payment's and its cart's status, one row per payment. */
  async function stateOf(orderId: string) {
    const { rows } = await sql<{ order: string; payment: string; cart: string }>`
      SELECT o.status AS order, p.status AS payment, c.status AS cart FROM orders o
      JOIN payments p ON p.order_id = o.id JOIN carts c ON c.id = o.cart_id WHERE o.id = ${orderId}`.execute(
      db,
    );
    return rows;
  }

  /** The shopper back from the provider: checkAndUpdatePaymentStatus, which asks the provider. */
  const paymentStatus = (client: { v3: Json }, orderId: string, aggregator: string, method: string) =>
    client.v3.payment.checkAndUpdatePaymentStatus({
      body: { aggregator, method, merchant_order_id: orderId },
    });

  return {
    gateway,
    platform,
    keys: KEYS,
    asha,
    ravi,
    address: address as string,
    article,
    checkOut,
    stateOf,
    paymentStatus,
    close: async () => {
      await platform.close();
      await gateway.close();
    },
  };
}

export type PaymentShop = Awaited<ReturnType<typeof startPaymentShop>>;

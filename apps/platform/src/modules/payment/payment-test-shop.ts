import { type PaymentGatewayOptions, startPaymentGateway } from '@vitrine/payment-gateway';
import { sql } from 'kysely';
import type { PlatformConfig } from '../../config';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform } from '../../testing/harness';
import { officialClients, signIn } from '../user/test-clients';
import type { PaymentGatewaySettings } from './gateway-config';
import { PAYMENT_WEBHOOK_PATH } from './webhooks';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; its Joi models check them.
type Json = any;

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
  return {
    gateway,
    platform,
    keys: KEYS,
    asha,
    ravi,
    address: address as string,
    article: `${rows[0].size_id}-${rows[0].store_uid}`,
    close: async () => {
      await platform.close();
      await gateway.close();
    },
  };
}

export type PaymentShop = Awaited<ReturnType<typeof startPaymentShop>>;

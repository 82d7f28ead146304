import { type PaymentGatewayOptions, startPaymentGateway } from '../server';
import { apiClient, type CardEntry, payThroughCheckout, submitCard } from './sandbox-client';
import { startWebhookReceiver } from './webhook-receiver';

export const MERCHANT = {
  keyId: 'rzp_test_alpha',
  keySecret: 'alpha-key-secret',
  webhookSecret: 'alpha-webhook-secret',
};
export const OTHER_MERCHANT = {
  keyId: 'rzp_test_beta',
  keySecret: 'beta-key-secret',
  webhookSecret: 'beta-webhook-secret',
};

/** A gateway with two merchants, the first one's webhooks going to a local receiver started after it. */
export async function startSandbox(options: Partial<PaymentGatewayOptions> = {}) {
  const logs: string[] = [];
  const gateway = await startPaymentGateway({
    merchants: [MERCHANT, OTHER_MERCHANT],
    webhookRetryDelaysMs: [50, 100, 200, 400],
    lateWebhookMs: 1500,
    log: (line) => logs.push(line),
    ...options,
  });
  const receiver = await startWebhookReceiver();
  gateway.setWebhookUrl(MERCHANT.keyId, receiver.url);
  return {
    gateway,
    receiver,
    logs,
    api: apiClient(gateway.url, MERCHANT),
    otherApi: apiClient(gateway.url, OTHER_MERCHANT),
    pay: (orderId: string, card: CardEntry) => payThroughCheckout(gateway.url, MERCHANT.keyId, orderId, card),
    submitCard: (orderId: string, card: CardEntry) => submitCard(gateway.url, MERCHANT.keyId, orderId, card),
    close: async () => {
      await gateway.close();
      await receiver.close();
    },
  };
}

export type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

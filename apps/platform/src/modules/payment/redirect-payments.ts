import { z } from 'zod';
import { HttpError, notFound } from '../../http/errors';
import type { PaymentGatewaySettings } from './gateway-config';
import type { GatewayWord } from './gateway-word';
import type { MerchantAccount } from './merchant-account-config';
import type { OnlineFlow, OnlinePaymentOrder, OnlinePaymentStart } from './online-flow';
import { CARD_INIT_FAILURE, callbackUrlOf } from './online-payment';

/** What sets one redirect provider apart: its names, where its account is, and what it calls its page's link. */
interface RedirectProvider {
  aggregator: string;
  /** As the shopper reads it in messages. */
  name: string;
  settingsOf(gateway: PaymentGatewaySettings): MerchantAccount | undefined;
  /** The created payment's field holding the page to send the shopper to (Rupifi's drawdownLink). */
  linkField: 'drawdownLink' | 'redirect_url';
  /** Whether it has a signup page (redirectToAggregator) at {url}/signup. */
  signup?: boolean;
}

const paymentFields = {
  paymentId: z.string().min(1).max(64),
  amount: z.number().int(),
  status: z.string(),
};

/**
 * A provider paid on its own page by redirect, Rupifi-style: the payment is created server to server, the shopper
 * goes to its link and comes back, and only the provider's status API settles it.
 */
function redirectFlow(provider: RedirectProvider): OnlineFlow {
  const created = z.object({ ...paymentFields, link: z.string().url() });
  const accountOf = (gateway: PaymentGatewaySettings) => {
    const account = provider.settingsOf(gateway);
    if (!account) throw notFound(`This shop takes no ${provider.name} payments`);
    return account;
  };

  async function call(account: MerchantAccount, path: string, init: RequestInit = {}) {
    const credentials = Buffer.from(`${account.merchantId}:${account.secret}`).toString('base64');
    const response = await fetch(`${account.url}${path}`, {
      ...init,
      headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`${provider.name} answered ${response.status}`);
    const answer = (await response.json()) as Record<string, unknown>;
    return created.parse({ ...answer, link: answer[provider.linkField] });
  }

  async function start(
    gateway: PaymentGatewaySettings,
    order: OnlinePaymentOrder,
  ): Promise<OnlinePaymentStart> {
    const returnUrl = callbackUrlOf(order.callbackUrl, order.orderId);
    let payment: Awaited<ReturnType<typeof call>>;
    try {
      payment = await call(accountOf(gateway), '/v1/payments', {
        method: 'POST',
        body: JSON.stringify({
          merchantPaymentRefId: order.orderId,
          amount: order.amount,
          currency: 'INR',
          returnUrl,
        }),
      });
    } catch {
      throw new HttpError(502, CARD_INIT_FAILURE);
    }
    return {
      aggregator: provider.aggregator,
      gatewayOrderId: payment.paymentId,
      redirectUrl: payment.link,
      answer: { payment_flow: 'redirect', [provider.linkField]: payment.link },
    };
  }

  /** The status API: the only word that settles a payment; the shopper's return proves nothing. */
  async function status(
    gateway: PaymentGatewaySettings,
    paymentId: string,
  ): Promise<GatewayWord | undefined> {
    const payment = await call(accountOf(gateway), `/v1/payments/${encodeURIComponent(paymentId)}`);
    const gatewayPaymentId = payment.paymentId;
    if (payment.status === 'SUCCESS') {
      return { outcome: 'captured', gatewayPaymentId, amount: payment.amount, currency: 'INR' };
    }
    if (payment.status === 'FAILED') {
      return { outcome: 'failed', gatewayPaymentId, reason: `Declined at ${provider.name}` };
    }
    return undefined;
  }

  return {
    configured: (gateway) => provider.settingsOf(gateway) !== undefined,
    route: (gateway) => ({ api_link: `${accountOf(gateway).url}/v1/payments`, payment_flow: 'redirect' }),
    start,
    status,
    ...(provider.signup ? { signupUrl: (gateway) => `${accountOf(gateway).url}/signup` } : {}),
  };
}

export const rupifiFlow = redirectFlow({
  aggregator: 'Rupifi',
  name: 'Rupifi',
  settingsOf: (gateway) => gateway.rupifi,
  linkField: 'drawdownLink',
  signup: true,
});

export const ajiodhanFlow = redirectFlow({
  aggregator: 'Ajiodhan',
  name: 'Ajio Dhan',
  settingsOf: (gateway) => gateway.ajiodhan,
  linkField: 'redirect_url',
});

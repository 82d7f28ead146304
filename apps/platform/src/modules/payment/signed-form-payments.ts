import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import type { PaymentGatewaySettings } from './gateway-config';
import type { GatewayWord } from './gateway-word';
import type { MerchantAccount } from './merchant-account-config';
import type { OnlineFlow, OnlinePaymentOrder, OnlinePaymentStart } from './online-flow';
import { callbackUrlOf } from './online-payment';
import { formSignature } from './signed-form-sign';

const statusAnswer = z.object({
  merchant_id: z.string(),
  order_id: z.string(),
  amount: z.string(),
  status: z.string(),
  transaction_id: z.string(),
  signature: z.string(),
});

/** A provider taking a signed hidden form: its aggregator name, its name for people, and its settings. */
export interface SignedFormProvider {
  aggregator: string;
  name: string;
  settingsOf(gateway: PaymentGatewaySettings): MerchantAccount | undefined;
}

/** The payer's detail as a form field: control characters out, length bounded. */
const field = (value: unknown, max: number) =>
  String(value ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, max);

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The flow of a signed-hidden-form provider: the shopper's browser posts the form, signed with the shop's
 * secret (which stays here), to {url}/checkout; the signed status API (the answer's signature checked too) is the
 * only word that settles it. The order's id is the provider's order_id.
 */
export function signedFormFlow(provider: SignedFormProvider): OnlineFlow {
  const settingsOf = (gateway: PaymentGatewaySettings) => {
    const settings = provider.settingsOf(gateway);
    if (!settings) throw notFound(`This shop takes no ${provider.name} payments`);
    return settings;
  };

  async function start(
    gateway: PaymentGatewaySettings,
    order: OnlinePaymentOrder,
  ): Promise<OnlinePaymentStart> {
    const settings = settingsOf(gateway);
    const fields: Record<string, string> = {
      merchant_id: settings.merchantId,
      order_id: order.orderId,
      amount: (order.amount / 100).toFixed(2),
      currency: 'INR',
      return_url: callbackUrlOf(order.callbackUrl, order.orderId),
      name: field(order.payer?.name, 60),
      email: field(order.payer?.email, 254),
      phone: field(order.payer?.phone, 20),
    };
    fields.signature = formSignature(fields, settings.secret);
    return {
      aggregator: provider.aggregator,
      gatewayOrderId: order.orderId,
      redirectUrl: '',
      answer: { payment_flow: 'hidden_form', api_link: `${settings.url}/checkout`, form_fields: fields },
    };
  }

  async function status(gateway: PaymentGatewaySettings, orderId: string): Promise<GatewayWord | undefined> {
    const settings = settingsOf(gateway);
    const asked = { merchant_id: settings.merchantId, order_id: orderId };
    const response = await fetch(`${settings.url}/v1/status`, {
      method: 'POST',
      body: new URLSearchParams({ ...asked, signature: formSignature(asked, settings.secret) }),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`${provider.name}'s status API answered ${response.status}`);
    const answer = statusAnswer.parse(await response.json());
    if (!sameHex(answer.signature, formSignature(answer, settings.secret)) || answer.order_id !== orderId) {
      throw new Error(`${provider.name}'s status answer is not signed with the shop's secret`);
    }
    const gatewayPaymentId = answer.transaction_id;
    if (answer.status === 'SUCCESS') {
      return {
        outcome: 'captured',
        gatewayPaymentId,
        amount: Math.round(Number(answer.amount) * 100),
        currency: 'INR',
      };
    }
    if (answer.status === 'FAILED') {
      return { outcome: 'failed', gatewayPaymentId, reason: `Declined at ${provider.name}` };
    }
    return undefined;
  }

  return {
    configured: (gateway) => provider.settingsOf(gateway) !== undefined,
    route: (gateway) => ({ api_link: `${settingsOf(gateway).url}/checkout`, payment_flow: 'hidden_form' }),
    start,
    status,
  };
}

import { type CcavenueSettings, readCcavenue } from './ccavenue-config';
import { type JuspaySettings, readJuspay } from './juspay-config';
import { type MerchantAccount, readMerchantAccount } from './merchant-account-config';
import { type PayumoneySettings, readPayumoney } from './payumoney-config';
import { readStripe, type StripeSettings } from './stripe-config';

/** The shop's account at its Razorpay-style card gateway (the sandbox in the demo, the real one in production). */
export interface PaymentGatewaySettings {
  aggregator: 'Razorpay';
  /** PAYMENT_GATEWAY_URL: the gateway's API base, such as https://api.razorpay.com. */
  url: string;
  /** PAYMENT_KEY_ID and PAYMENT_KEY_SECRET: the shop's API key pair (server to server only). */
  keyId: string;
  keySecret: string;
  /** PAYMENT_WEBHOOK_SECRET: what the gateway signs its callbacks with. */
  webhookSecret: string;
  /** The shop's accounts with providers that take payments on their own pages (payumoney-config.ts). */
  payumoney?: PayumoneySettings;
  /** Rupifi-style pay later and Ajio Dhan-style credit, by redirect (redirect-payments.ts). */
  rupifi?: MerchantAccount;
  /** The shop's CCAvenue account for net banking (ccavenue-config.ts). */
  ccavenue?: CcavenueSettings;
  ajiodhan?: MerchantAccount;
  /** The shop's accounts at signed-hidden-form providers (signed-form-payments.ts). */
  epaylater?: MerchantAccount;
  jiopay?: MerchantAccount;
  standardExtension?: MerchantAccount;
  /** The shop's Stripe-style card account (stripe-config.ts). */
  stripe?: StripeSettings;
  /** The Juspay-style card account (juspay-config.ts): when set, the default for CARD. */
  juspay?: JuspaySettings;
}

const NAMES = [
  'PAYMENT_GATEWAY_URL',
  'PAYMENT_KEY_ID',
  'PAYMENT_KEY_SECRET',
  'PAYMENT_WEBHOOK_SECRET',
] as const;

/** The gateway settings, all four or none; half a configuration is a start-up error naming what is missing. */
export function readPaymentGateway(env: NodeJS.ProcessEnv): PaymentGatewaySettings | undefined {
  const values = NAMES.map((name) => env[name]?.trim() ?? '');
  if (values.every((value) => !value)) return undefined;
  const missing = NAMES.filter((_, index) => !values[index]);
  if (missing.length > 0) throw new Error(`Online payments need ${missing.join(', ')} as well`);
  const [url, keyId, keySecret, webhookSecret] = values;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {}
  if (!parsed || !/^https?:$/.test(parsed.protocol)) {
    throw new Error('PAYMENT_GATEWAY_URL must be an http(s) URL such as https://api.razorpay.com');
  }
  const providers = {
    payumoney: readPayumoney(env),
    rupifi: readMerchantAccount(env, 'RUPIFI'),
    ccavenue: readCcavenue(env),
    ajiodhan: readMerchantAccount(env, 'AJIODHAN'),
    epaylater: readMerchantAccount(env, 'EPAYLATER'),
    jiopay: readMerchantAccount(env, 'JIOPAY'),
    standardExtension: readMerchantAccount(env, 'STANDARD_EXTENSION'),
    stripe: readStripe(env),
    juspay: readJuspay(env),
  };
  return {
    aggregator: 'Razorpay',
    url: url.replace(/\/+$/, ''),
    keyId,
    keySecret,
    webhookSecret,
    ...providers,
  };
}

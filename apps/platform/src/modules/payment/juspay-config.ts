import { readSettings } from './provider-settings';

/** The shop's Juspay-style account for card payments posted from the shopper's browser (the sandbox in the demo). */
export interface JuspaySettings {
  /** JUSPAY_API_URL: the API base, such as https://api.juspay.in; /orders, /txns and /card/tokenize live under it. */
  url: string;
  /** JUSPAY_MERCHANT_ID: goes to the browser, which names the merchant in /txns. */
  merchantId: string;
  /** JUSPAY_API_KEY and JUSPAY_WEBHOOK_SECRET: server to server only. */
  apiKey: string;
  webhookSecret: string;
}

const NAMES = ['JUSPAY_API_URL', 'JUSPAY_MERCHANT_ID', 'JUSPAY_API_KEY', 'JUSPAY_WEBHOOK_SECRET'] as const;

/** The Juspay settings, all four or none. */
export function readJuspay(env: NodeJS.ProcessEnv): JuspaySettings | undefined {
  const values = readSettings(env, NAMES, ['JUSPAY_API_URL']);
  if (!values) return undefined;
  const [url, merchantId, apiKey, webhookSecret] = values;
  return { url: url.replace(/\/+$/, ''), merchantId, apiKey, webhookSecret };
}

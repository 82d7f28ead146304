import { readSettings } from './provider-settings';

/**
 * The shop's account at a provider known by a base URL, a merchant id and a secret (Rupifi, Ajio Dhan, Epaylater,
 * JioPay, the standard extension): {PREFIX}_URL, {PREFIX}_MERCHANT_ID and {PREFIX}_SECRET, all three or none.
 */
export interface MerchantAccount {
  /** The provider's API base, without a trailing slash. */
  url: string;
  merchantId: string;
  /** Server to server only: it signs or authenticates, and never leaves the server. */
  secret: string;
}

export function readMerchantAccount(env: NodeJS.ProcessEnv, prefix: string): MerchantAccount | undefined {
  const names = [`${prefix}_URL`, `${prefix}_MERCHANT_ID`, `${prefix}_SECRET`];
  const values = readSettings(env, names, [names[0]]);
  if (!values) return undefined;
  const [url, merchantId, secret] = values;
  return { url: url.replace(/\/+$/, ''), merchantId, secret };
}

import { readSettings } from './provider-settings';

/** The shop's account at a provider taking a signed hidden form (Epaylater-style, the standard extension). */
export interface SignedFormSettings {
  /** {PREFIX}_URL: the provider's base; the form goes to {url}/checkout, status calls to {url}/v1/status. */
  url: string;
  /** {PREFIX}_MERCHANT_ID goes in every form; {PREFIX}_SECRET signs them and never leaves the server. */
  merchantId: string;
  secret: string;
}

/** A signed-form provider's settings, all three of EPAYLATER_URL, …_MERCHANT_ID, …_SECRET (say) or none. */
export function readSignedForm(env: NodeJS.ProcessEnv, prefix: string): SignedFormSettings | undefined {
  const names = [`${prefix}_URL`, `${prefix}_MERCHANT_ID`, `${prefix}_SECRET`];
  const values = readSettings(env, names, [names[0]]);
  if (!values) return undefined;
  const [url, merchantId, secret] = values;
  return { url: url.replace(/\/+$/, ''), merchantId, secret };
}

import { readSettings } from './provider-settings';

/** The shop's Ajio Dhan-style account for B2B credit payments by redirect (the sandbox in the demo). */
export interface AjiodhanSettings {
  /** AJIODHAN_URL: the API base, under which /v1/payments lives. */
  url: string;
  /** AJIODHAN_MERCHANT_ID and AJIODHAN_SECRET: the shop's credentials, server to server only. */
  merchantId: string;
  secret: string;
}

const NAMES = ['AJIODHAN_URL', 'AJIODHAN_MERCHANT_ID', 'AJIODHAN_SECRET'] as const;

/** The Ajio Dhan settings, all three or none. */
export function readAjiodhan(env: NodeJS.ProcessEnv): AjiodhanSettings | undefined {
  const values = readSettings(env, NAMES, ['AJIODHAN_URL']);
  if (!values) return undefined;
  const [url, merchantId, secret] = values;
  return { url: url.replace(/\/+$/, ''), merchantId, secret };
}

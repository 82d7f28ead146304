import { readSettings } from './provider-settings';

/** The shop's Rupifi-style account for pay-later payments by redirect (the sandbox in the demo). */
export interface RupifiSettings {
  /** RUPIFI_URL: the API base, under which /v1/payments lives. */
  url: string;
  /** RUPIFI_MERCHANT_ID and RUPIFI_SECRET: the shop's credentials, server to server only. */
  merchantId: string;
  secret: string;
}

const NAMES = ['RUPIFI_URL', 'RUPIFI_MERCHANT_ID', 'RUPIFI_SECRET'] as const;

/** The Rupifi settings, all three or none. */
export function readRupifi(env: NodeJS.ProcessEnv): RupifiSettings | undefined {
  const values = readSettings(env, NAMES, ['RUPIFI_URL']);
  if (!values) return undefined;
  const [url, merchantId, secret] = values;
  return { url: url.replace(/\/+$/, ''), merchantId, secret };
}

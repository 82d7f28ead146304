import { readSettings } from './provider-settings';

/** The shop's CCAvenue account for net banking by hidden form (the sandbox in the demo). */
export interface CcavenueSettings {
  /** CCAVENUE_URL: the shopper's side, such as https://secure.ccavenue.com (…/transaction/transaction.do). */
  url: string;
  /** CCAVENUE_API_URL: the server-to-server side, such as https://api.ccavenue.com (…/apis/servlet/DoWebTrans). */
  apiUrl: string;
  /** CCAVENUE_MERCHANT_ID and CCAVENUE_ACCESS_CODE go with every request. */
  merchantId: string;
  accessCode: string;
  /** CCAVENUE_WORKING_KEY: encrypts requests and decrypts answers; never leaves the server. */
  workingKey: string;
}

const NAMES = [
  'CCAVENUE_URL',
  'CCAVENUE_API_URL',
  'CCAVENUE_MERCHANT_ID',
  'CCAVENUE_ACCESS_CODE',
  'CCAVENUE_WORKING_KEY',
] as const;

/** The CCAvenue settings, all five or none. */
export function readCcavenue(env: NodeJS.ProcessEnv): CcavenueSettings | undefined {
  const values = readSettings(env, NAMES, ['CCAVENUE_URL', 'CCAVENUE_API_URL']);
  if (!values) return undefined;
  const [url, apiUrl, merchantId, accessCode, workingKey] = values;
  const base = (text: string) => text.replace(/\/+$/, '');
  return { url: base(url), apiUrl: base(apiUrl), merchantId, accessCode, workingKey };
}

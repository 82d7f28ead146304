import { readSettings } from './provider-settings';

/** The shop's Payumoney-style account for the hidden-form payments (the sandbox in the demo). */
export interface PayumoneySettings {
  /** PAYUMONEY_PAYMENT_URL: where the shopper's browser posts the form, such as https://secure.payu.in/_payment. */
  paymentUrl: string;
  /** PAYUMONEY_VERIFY_URL: the status API, such as https://info.payu.in/merchant/postservice?form=2. */
  verifyUrl: string;
  /** PAYUMONEY_KEY: goes in every form. PAYUMONEY_SALT: signs them, and never leaves the server. */
  key: string;
  salt: string;
}

const NAMES = ['PAYUMONEY_PAYMENT_URL', 'PAYUMONEY_VERIFY_URL', 'PAYUMONEY_KEY', 'PAYUMONEY_SALT'] as const;

/** The Payumoney settings, all four or none. */
export function readPayumoney(env: NodeJS.ProcessEnv): PayumoneySettings | undefined {
  const values = readSettings(env, NAMES, ['PAYUMONEY_PAYMENT_URL', 'PAYUMONEY_VERIFY_URL']);
  if (!values) return undefined;
  const [paymentUrl, verifyUrl, key, salt] = values;
  return { paymentUrl, verifyUrl, key, salt };
}

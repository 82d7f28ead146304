import { invalidInput } from './api-error';

/** A Rupifi-style payment as the merchant's server asks for it. */
export interface RedirectPaymentRequest {
  merchantPaymentRefId: string;
  /** In paise. */
  amount: number;
  returnUrl: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body of `POST /rupifi/v1/payments`, checked field by field. */
export function readRedirectPayment(body: unknown): RedirectPaymentRequest {
  if (!isObject(body)) throw invalidInput('The request body must be a JSON object');
  const { merchantPaymentRefId, amount, returnUrl, currency } = body;
  if (typeof merchantPaymentRefId !== 'string' || !/^[\w-]{1,60}$/.test(merchantPaymentRefId)) {
    throw invalidInput(
      'merchantPaymentRefId must be 1 to 60 letters, digits, _ or -',
      'merchantPaymentRefId',
    );
  }
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 100) {
    throw invalidInput('amount must be a whole number of paise, at least 100', 'amount');
  }
  if (currency !== undefined && currency !== 'INR') throw invalidInput('currency must be INR', 'currency');
  const url = typeof returnUrl === 'string' ? URL.parse(returnUrl) : null;
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw invalidInput('returnUrl must be an http(s) URL', 'returnUrl');
  }
  return { merchantPaymentRefId, amount, returnUrl: url.href };
}

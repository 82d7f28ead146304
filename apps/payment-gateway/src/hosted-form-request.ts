import { UDF_NAMES } from './hosted-form-hash';

/** A Payumoney-style payment form as the shop's page posts it: what the shopper pays, and where they go back. */
export interface PaymentForm {
  key: string;
  txnid: string;
  /** Rupees with at most two decimals, exactly as signed. */
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  phone: string;
  udf: Record<(typeof UDF_NAMES)[number], string>;
  surl: string;
  furl: string;
  hash: string;
}

const LIMITS: Record<string, RegExp> = {
  key: /^[\w-]{1,50}$/,
  txnid: /^[\w-]{1,50}$/,
  amount: /^\d{1,9}(\.\d{1,2})?$/,
  productinfo: /^.{1,100}$/,
  firstname: /^.{1,60}$/,
  email: /^[^\s@]{1,64}@[^\s@]{1,190}$/,
  hash: /^[0-9a-f]{128}$/i,
};

const isHttpUrl = (text: string) => /^https?:$/.test(URL.parse(text)?.protocol ?? '');

/** The form's fields checked one by one, or what is wrong with the first one that is not right. */
export function readPaymentForm(form: URLSearchParams): PaymentForm | string {
  const value = (name: string) => form.get(name)?.trim() ?? '';
  for (const [name, pattern] of Object.entries(LIMITS)) {
    if (!pattern.test(value(name))) return `The ${name} parameter is missing or invalid`;
  }
  for (const name of ['surl', 'furl']) {
    if (!isHttpUrl(value(name))) return `The ${name} parameter must be an http(s) URL`;
  }
  if (Number(value('amount')) <= 0) return 'The amount parameter must be more than zero';
  const udf = Object.fromEntries(UDF_NAMES.map((name) => [name, value(name).slice(0, 255)]));
  return {
    key: value('key'),
    txnid: value('txnid'),
    amount: value('amount'),
    productinfo: value('productinfo'),
    firstname: value('firstname'),
    email: value('email'),
    phone: value('phone').slice(0, 20),
    udf: udf as PaymentForm['udf'],
    surl: value('surl'),
    furl: value('furl'),
    hash: value('hash').toLowerCase(),
  };
}

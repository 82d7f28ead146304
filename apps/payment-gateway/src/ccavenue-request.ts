/** A CCAvenue transaction as the merchant's encRequest carries it, once decrypted. */
export interface CcavenueRequest {
  merchantId: string;
  orderId: string;
  /** Rupees with at most two decimals, as sent. */
  amount: string;
  redirectUrl: string;
  cancelUrl: string;
  billingName: string;
}

const isHttpUrl = (text: string) => /^https?:$/.test(URL.parse(text)?.protocol ?? '');

/** The decrypted query string checked field by field, or what is wrong with the first field that is not right. */
export function readCcavenueRequest(plain: string): CcavenueRequest | string {
  const fields = new URLSearchParams(plain);
  const value = (name: string) => fields.get(name)?.trim() ?? '';
  if (!/^[\w-]{1,30}$/.test(value('merchant_id'))) return 'The merchant_id parameter is missing or invalid';
  if (!/^[\w-]{1,30}$/.test(value('order_id'))) return 'The order_id parameter is missing or invalid';
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value('amount')) || Number(value('amount')) <= 0) {
    return 'The amount parameter is missing or invalid';
  }
  if (value('currency') !== 'INR') return 'The currency parameter must be INR';
  for (const name of ['redirect_url', 'cancel_url']) {
    if (!isHttpUrl(value(name))) return `The ${name} parameter must be an http(s) URL`;
  }
  return {
    merchantId: value('merchant_id'),
    orderId: value('order_id'),
    amount: value('amount'),
    redirectUrl: value('redirect_url'),
    cancelUrl: value('cancel_url'),
    billingName: value('billing_name').slice(0, 60),
  };
}

import { type CardForm, checkCard } from './card';

/** A Juspay-style order as the merchant's server asks for it (`POST /orders`, form-encoded). */
export interface JuspayOrderRequest {
  /** The merchant's own order id, unique per merchant. */
  orderId: string;
  /** In paise; the wire carries rupees with up to two decimals, as Juspay's does. */
  amount: number;
  customerId?: string;
  returnUrl: string;
}

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

const isWebUrl = (text: string | null) => /^https?:$/.test(URL.parse(text ?? '')?.protocol ?? '');

export function readJuspayOrder(form: URLSearchParams): Read<JuspayOrderRequest> {
  const orderId = form.get('order_id') ?? '';
  if (!/^[\w-]{1,60}$/.test(orderId)) {
    return { ok: false, message: 'order_id must be 1 to 60 letters, digits, _ or -' };
  }
  const amount = /^\d{1,9}(\.\d{1,2})?$/.exec(form.get('amount') ?? '');
  const paise = amount ? Math.round(Number(amount[0]) * 100) : 0;
  if (paise < 100)
    return { ok: false, message: 'amount must be rupees with at most two decimals, at least 1.00' };
  const currency = form.get('currency');
  if (currency !== null && currency !== 'INR') return { ok: false, message: 'currency must be INR' };
  const returnUrl = form.get('return_url');
  if (!returnUrl || !isWebUrl(returnUrl)) return { ok: false, message: 'return_url must be an http(s) URL' };
  const customerId = form.get('customer_id') ?? undefined;
  if (customerId !== undefined && !/^[\w.@-]{1,100}$/.test(customerId)) {
    return { ok: false, message: 'customer_id must be 1 to 100 letters, digits, or . _ @ -' };
  }
  return { ok: true, value: { orderId, amount: paise, returnUrl, ...(customerId ? { customerId } : {}) } };
}

/** The card as Juspay's fields name it, in the shape the sandbox's card check reads (expiry as MM/YY). */
function cardOfFields(form: URLSearchParams): CardForm {
  const month = (form.get('card_exp_month') ?? '').trim();
  const year = (form.get('card_exp_year') ?? '').trim();
  return {
    number: form.get('card_number') ?? '',
    expiry:
      /^\d{1,2}$/.test(month) && /^(\d{2}|\d{4})$/.test(year)
        ? `${month.padStart(2, '0')}/${year.slice(-2)}`
        : `${month}/${year}`,
    cvv: form.get('card_security_code') ?? '',
    name: form.get('name_on_card') ?? '',
  };
}

export const checkCardFields = (form: URLSearchParams) => checkCard(cardOfFields(form));

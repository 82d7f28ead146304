import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorPage, returnPage } from './hosted-form-pages';
import { readForm, sendHtml, sendJson } from './http';
import { escapeHtml, page } from './pages';
import { sameSecret } from './signature';
import { formSignature } from './signed-form-sign';

/** A merchant's account at a signed-hidden-form provider: its secret signs forms and status calls. */
export interface SignedFormMerchant {
  merchantId: string;
  secret: string;
}

/** Which provider this is: Epaylater-style (/epaylater), JioPay-style (/jiopay) or the standard extension. */
export interface SignedFormBrand {
  base: string;
  name: string;
}

type Status = 'PENDING' | 'SUCCESS' | 'FAILED';

interface Payment {
  merchantId: string;
  orderId: string;
  amount: string;
  returnUrl: string;
  status: Status;
  transactionId: string;
}

const FIELDS: Record<string, RegExp> = {
  merchant_id: /^[\w-]{1,50}$/,
  order_id: /^[\w-]{1,50}$/,
  amount: /^\d{1,9}(\.\d{1,2})?$/,
  currency: /^INR$/,
  signature: /^[0-9a-f]{64}$/,
};
/** At most this many fields in a form: the signed ones and the payer's name, e-mail and phone. */
const MAX_FIELDS = 20;

/**
 * A provider whose page takes a hidden form signed with HMAC-SHA256 (signed-form-sign.ts): the shopper's
 * browser posts it to /{base}/checkout, pays or declines, and is posted back to return_url with a signed answer.
 * The merchant's server learns the outcome from the status API (POST /{base}/v1/status, signed the same way).
 */
export function signedForm(
  brand: SignedFormBrand,
  merchants: SignedFormMerchant[],
  log: (line: string) => void,
) {
  const secrets = new Map(merchants.map((merchant) => [merchant.merchantId, merchant.secret]));
  const byOrder = new Map<string, Payment>();
  const byPage = new Map<string, Payment>();
  const pagePath = new RegExp(`^/${brand.base}/checkout/([0-9a-f]{32})/(pay|decline)$`);

  /** The form's fields once its signature is the merchant's own, or why not. */
  function verified(sent: URLSearchParams, names: string[]): Record<string, string> | string {
    const fields = Object.fromEntries(
      [...sent].slice(0, MAX_FIELDS).map(([name, value]) => [name, value.trim()]),
    );
    for (const name of names) {
      if (!FIELDS[name].test(fields[name] ?? '')) return `The ${name} parameter is missing or invalid`;
    }
    const secret = secrets.get(fields.merchant_id);
    if (!secret) return 'The merchant_id is unknown';
    if (!sameSecret(fields.signature, formSignature(fields, secret))) return 'The signature does not match';
    return fields;
  }

  function checkout(res: ServerResponse, sent: URLSearchParams) {
    const fields = verified(sent, ['merchant_id', 'order_id', 'amount', 'currency', 'signature']);
    if (typeof fields === 'string') {
      log(`${brand.base}: refused a form: ${fields}`);
      return sendHtml(res, 400, errorPage(fields));
    }
    const returnUrl = URL.parse(fields.return_url ?? '');
    if (!returnUrl || !/^https?:$/.test(returnUrl.protocol)) {
      return sendHtml(res, 400, errorPage('The return_url parameter must be an http(s) URL'));
    }
    if (Number(fields.amount) <= 0) return sendHtml(res, 400, errorPage('The amount must be more than zero'));
    const id = `${fields.merchant_id} ${fields.order_id}`;
    const earlier = byOrder.get(id);
    if (earlier && earlier.status !== 'PENDING') {
      return sendHtml(res, 400, errorPage('This order has already been paid or declined'));
    }
    const payment: Payment = earlier ?? {
      merchantId: fields.merchant_id,
      orderId: fields.order_id,
      amount: fields.amount,
      returnUrl: returnUrl.href,
      status: 'PENDING',
      transactionId: `txn_${randomBytes(8).toString('hex')}`,
    };
    byOrder.set(id, payment);
    const pageId = randomBytes(16).toString('hex');
    byPage.set(pageId, payment);
    const action = (choice: string) => `/${brand.base}/checkout/${pageId}/${choice}`;
    sendHtml(
      res,
      200,
      page(
        `Pay with ${brand.name} (sandbox)`,
        `<h1>${escapeHtml(brand.name)} (sandbox)</h1>
<p>Pay <strong>₹${escapeHtml(payment.amount)}</strong> to merchant ${escapeHtml(payment.merchantId)} for order ${escapeHtml(payment.orderId)}.</p>
<form method="post" action="${action('pay')}"><button>Pay ₹${escapeHtml(payment.amount)}</button></form>
<form method="post" action="${action('decline')}"><button>Decline payment</button></form>`,
      ),
    );
  }

  const answerOf = (payment: Payment) => ({
    merchant_id: payment.merchantId,
    order_id: payment.orderId,
    amount: payment.amount,
    status: payment.status,
    transaction_id: payment.transactionId,
  });

  function finish(res: ServerResponse, pageId: string, choice: string) {
    const payment = byPage.get(pageId);
    const secret = payment && secrets.get(payment.merchantId);
    if (!payment || !secret) return sendHtml(res, 404, errorPage('This payment page does not exist'));
    if (payment.status === 'PENDING') {
      payment.status = choice === 'pay' ? 'SUCCESS' : 'FAILED';
      log(`${brand.base}: order ${payment.orderId}: ${payment.status}`);
    }
    const answer = answerOf(payment);
    sendHtml(
      res,
      200,
      returnPage(payment.returnUrl, { ...answer, signature: formSignature(answer, secret) }),
    );
  }

  /** The status API: a signed merchant_id and order_id in, the order's status out (signed too). */
  function status(res: ServerResponse, sent: URLSearchParams) {
    const fields = verified(sent, ['merchant_id', 'order_id', 'signature']);
    if (typeof fields === 'string') return sendJson(res, 401, { error: fields });
    const secret = secrets.get(fields.merchant_id) ?? '';
    const payment = byOrder.get(`${fields.merchant_id} ${fields.order_id}`);
    if (!payment) return sendJson(res, 404, { error: 'No such order' });
    const answer = answerOf(payment);
    sendJson(res, 200, { ...answer, signature: formSignature(answer, secret) });
  }

  return async function handleSignedForm(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method !== 'POST') return false;
    const chosen = pagePath.exec(url.pathname);
    if (url.pathname === `/${brand.base}/checkout`) checkout(res, await readForm(req));
    else if (url.pathname === `/${brand.base}/v1/status`) status(res, await readForm(req));
    else if (chosen) finish(res, chosen[1], chosen[2]);
    else return false;
    return true;
  };
}

export const EPAYLATER_BRAND: SignedFormBrand = { base: 'epaylater', name: 'ePayLater' };
export const JIOPAY_BRAND: SignedFormBrand = { base: 'jiopay', name: 'JioPay' };
export const STANDARD_EXTENSION_BRAND: SignedFormBrand = {
  base: 'standard-extension',
  name: 'Standard payment extension',
};

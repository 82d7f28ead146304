import type { IncomingMessage, ServerResponse } from 'node:http';
import { readForm, sendHtml } from './http';
import type { Ledger, Order, PaymentRecord } from './ledger';
import type { Merchant, MerchantRegistry } from './merchants';
import { messagePage, returnToShopPage } from './pages';
import { popupResultPage, walletPage } from './popup-pages';
import { hmacSha256Hex } from './signature';
import { walletOf } from './wallets';
import type { WebhookSender } from './webhooks';

const httpUrl = (value: string | null) => {
  const url = URL.parse(value ?? '');
  return url && /^https?:$/.test(url.protocol) ? url : undefined;
};

/** Where the answer goes: to the shop's page that opened the popup, or (no JavaScript) back to its callback. */
type Reply = { origin: string } | { callbackUrl: string; cancelUrl?: string };

function replyOf(form: URLSearchParams): Reply | undefined {
  const origin = form.get('origin');
  if (origin !== null) {
    const parsed = httpUrl(origin);
    return parsed && parsed.origin === origin ? { origin } : undefined;
  }
  const callback = httpUrl(form.get('callback_url'));
  const cancel = form.has('cancel_url') ? httpUrl(form.get('cancel_url')) : null;
  if (!callback || cancel === undefined) return undefined;
  return { callbackUrl: callback.href, ...(cancel ? { cancelUrl: cancel.href } : {}) };
}

const replyFields = (reply: Reply): Record<string, string> =>
  'origin' in reply
    ? { origin: reply.origin }
    : { callback_url: reply.callbackUrl, ...(reply.cancelUrl ? { cancel_url: reply.cancelUrl } : {}) };

/** What Razorpay hands the shop for a payment: the ids signed with the key secret, or the error. */
function responseOf(merchant: Merchant, { payment }: PaymentRecord): Record<string, string> {
  if (payment.status === 'captured') {
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: payment.order_id,
      razorpay_signature: hmacSha256Hex(`${payment.order_id}|${payment.id}`, merchant.keySecret),
    };
  }
  return {
    'error[code]': payment.error_code ?? '',
    'error[description]': payment.error_description ?? '',
    'error[reason]': payment.error_reason ?? '',
    'error[metadata]': JSON.stringify({ payment_id: payment.id, order_id: payment.order_id }),
  };
}

/**
 * The wallet page of the popup checkout (/v1/checkout/{order}/wallet), opened in a frame by checkout.js or, as
 * the no-JavaScript fallback, as a page of its own. Paying captures a wallet payment, declining fails it; either
 * way the merchant hears of it by the same signed webhooks as a card payment.
 */
export function popupCheckout(
  ledger: Ledger,
  merchants: MerchantRegistry,
  webhooks: WebhookSender,
  log: (line: string) => void,
) {
  function answer(merchant: Merchant, order: Order, form: URLSearchParams, reply: Reply): [number, string] {
    const fields = { key_id: merchant.keyId, ...replyFields(reply) };
    const wallet = walletOf(form.get('wallet'));
    const said = form.get('answer');
    if (said !== 'pay' && said !== 'decline')
      return [400, walletPage(order, fields, wallet?.code, 'Press Pay or Decline.')];
    const pay = said === 'pay';
    if (pay && !wallet) return [400, walletPage(order, fields, undefined, 'Choose a wallet to pay from.')];
    let record: PaymentRecord | undefined;
    if (wallet) {
      record = ledger.startPayment(
        merchant.keyId,
        order,
        { wallet: wallet.code },
        pay ? 'success' : 'declined',
      );
      if (pay) ledger.capture(record);
      else {
        ledger.fail(record, {
          description: 'The payment was declined in the wallet',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_declined',
        });
      }
      log(`payment ${record.payment.id} ${record.payment.status} for ${order.id} (wallet ${wallet.code})`);
      webhooks.announce(record, order);
    }
    if ('origin' in reply) {
      const response = record && pay ? responseOf(merchant, record) : undefined;
      return [200, popupResultPage(reply.origin, pay ? 'payment.success' : 'payment.dismiss', response)];
    }
    const back = pay ? reply.callbackUrl : (reply.cancelUrl ?? reply.callbackUrl);
    return [200, returnToShopPage(back, record ? responseOf(merchant, record) : {})];
  }

  /** Answers the request when it is the wallet page; false otherwise. */
  return async function handlePopupCheckout(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ): Promise<boolean> {
    const match = /^\/v1\/checkout\/([^/]+)\/wallet$/.exec(url.pathname);
    if (!match || (req.method !== 'GET' && req.method !== 'POST')) return false;
    const form = req.method === 'POST' ? await readForm(req) : url.searchParams;
    const merchant = merchants.find(form.get('key_id'));
    const order = merchant && ledger.findOrder(merchant.keyId, match[1]);
    const reply = replyOf(form);
    if (!merchant || !order) {
      sendHtml(
        res,
        404,
        messagePage('Payment page not found', 'This payment link is not valid: its order or key is unknown.'),
      );
    } else if (!reply) {
      const why = 'Give the origin of the page that opened the checkout, or an http(s) callback_url.';
      sendHtml(res, 400, messagePage('Payment page not valid', why));
    } else if (order.status === 'paid') {
      sendHtml(
        res,
        400,
        messagePage('Already paid', `Order ${order.id} has already been paid; nothing more is due.`),
      );
    } else if (req.method === 'GET') {
      const fields = { key_id: merchant.keyId, ...replyFields(reply) };
      sendHtml(res, 200, walletPage(order, fields, walletOf(form.get('wallet'))?.code));
    } else {
      sendHtml(res, ...answer(merchant, order, form, reply));
    }
    return true;
  };
}

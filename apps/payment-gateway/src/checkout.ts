import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkCard } from './card';
import { authenticateCardPayment } from './card-authentication';
import { readForm, sendHtml } from './http';
import type { Ledger, Order, PaymentRecord } from './ledger';
import type { Merchant, MerchantRegistry } from './merchants';
import {
  type CheckoutLinks,
  cardFormPage,
  messagePage,
  otpPage,
  returnToShopPage,
  stillWorkingPage,
} from './pages';
import { cardToSave, chooseSavedCard, usableCards } from './saved-card-checkout';
import { cardSaving, SAVE_CARD_FIELD, SAVED_CARD_FIELD } from './saved-card-pages';
import { scenarioOf } from './scenarios';
import { hmacSha256Hex } from './signature';
import type { Vault } from './tokens';
import type { WebhookSender } from './webhooks';

const isWebUrl = (value: string | null | undefined) => {
  try {
    return /^https?:$/.test(new URL(value ?? '').protocol);
  } catch {
    return false;
  }
};

class PageError extends Error {
  constructor(
    readonly status: 400 | 404,
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

interface Visit {
  merchant: Merchant;
  order: Order;
  links: CheckoutLinks;
  form: URLSearchParams;
}

/** The browser's half: card form, the 3-D Secure-style one-time password, and the way back to the shop. */
export function hostedCheckout(
  ledger: Ledger,
  merchants: MerchantRegistry,
  webhooks: WebhookSender,
  log: (line: string) => void,
  vault: Vault,
) {
  async function visitOf(req: IncomingMessage, url: URL, orderId: string): Promise<Visit> {
    const form = req.method === 'POST' ? await readForm(req) : url.searchParams;
    const merchant = merchants.find(form.get('key_id'));
    const order = merchant && ledger.findOrder(merchant.keyId, orderId);
    if (!merchant || !order) {
      throw new PageError(
        404,
        'Payment page not found',
        'This payment link is not valid: its order or key is unknown.',
      );
    }
    const callbackUrl = form.get('callback_url');
    const cancelUrl = form.get('cancel_url') ?? undefined;
    if (!callbackUrl || !isWebUrl(callbackUrl) || (cancelUrl !== undefined && !isWebUrl(cancelUrl))) {
      throw new PageError(
        400,
        'Payment page not valid',
        'The callback_url and cancel_url must be http(s) URLs.',
      );
    }
    return { merchant, order, form, links: { keyId: merchant.keyId, callbackUrl, cancelUrl } };
  }

  function refuseIfPaid(order: Order): void {
    if (order.status === 'paid') {
      throw new PageError(
        400,
        'Already paid',
        `Order ${order.id} has already been paid; nothing more is due.`,
      );
    }
  }

  /** A customer's checkout offers their saved cards and saving the new one; a guest's, neither. */
  const savingOf = ({ merchant, order, links }: Visit) =>
    order.customer_id ? cardSaving(order, links, usableCards(vault, merchant.keyId, order)) : undefined;

  function submitSavedCard(visit: Visit): [number, string] {
    const { merchant, order, links, form } = visit;
    const chosen = chooseSavedCard(vault, merchant.keyId, order, form);
    if (!chosen.ok) return [400, cardFormPage(order, links, chosen.message, '', savingOf(visit))];
    const record = ledger.startPayment(merchant.keyId, order, { card: chosen.summary }, chosen.scenario);
    const { network, last4 } = chosen.summary;
    log(
      `payment ${record.payment.id} created for ${order.id} (saved ${network} ending ${last4}, ${record.scenario})`,
    );
    return [200, otpPage(order, record.payment.id, links)];
  }

  function submitCard(visit: Visit): [number, string] {
    const { merchant, order, links, form } = visit;
    refuseIfPaid(order);
    if (form.has(SAVED_CARD_FIELD)) return submitSavedCard(visit);
    const card = {
      number: form.get('card[number]') ?? '',
      expiry: form.get('card[expiry]') ?? '',
      cvv: form.get('card[cvv]') ?? '',
      name: form.get('card[name]') ?? '',
    };
    const checked = checkCard(card);
    if (!checked.ok) return [400, cardFormPage(order, links, checked.message, card.name, savingOf(visit))];
    const record = ledger.startPayment(
      merchant.keyId,
      order,
      { card: checked.summary },
      scenarioOf(checked.digits),
    );
    if (order.customer_id && form.get(SAVE_CARD_FIELD) === '1') {
      const saved = cardToSave(card, checked.digits, checked.summary, record.scenario);
      vault.saveOnCapture(record.payment.id, merchant.keyId, order.customer_id, saved);
    }
    const { network, last4 } = checked.summary;
    log(
      `payment ${record.payment.id} created for ${order.id} (${network} ending ${last4}, ${record.scenario})`,
    );
    return [200, otpPage(order, record.payment.id, links)];
  }

  const settle = (record: PaymentRecord, otp: string) => authenticateCardPayment(ledger, record, otp);

  /** What the shop's callback receives, as Razorpay's redirect flow POSTs it. */
  function callbackFields(merchant: Merchant, { payment }: PaymentRecord): Record<string, string> {
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
      'error[source]': payment.error_source ?? '',
      'error[step]': payment.error_step ?? '',
      'error[reason]': payment.error_reason ?? '',
      'error[metadata]': JSON.stringify({ payment_id: payment.id, order_id: payment.order_id }),
    };
  }

  function authenticate({ merchant, order, links, form }: Visit): [number, string] {
    const record = ledger.findPayment(merchant.keyId, form.get('payment_id') ?? '');
    if (!record || record.payment.order_id !== order.id) {
      throw new PageError(404, 'Payment not found', 'This payment is not part of the order.');
    }
    if (record.payment.status !== 'created') {
      throw new PageError(
        400,
        'Payment already processed',
        `Payment ${record.payment.id} has already completed.`,
      );
    }
    settle(record, (form.get('otp') ?? '').trim());
    vault.paymentSettled(record.payment);
    log(`payment ${record.payment.id} ${record.payment.status} for ${order.id}`);
    webhooks.announce(record, order);
    // The late-webhook scenario plays a shopper who gave up waiting: the shop only hears from the webhook.
    if (record.scenario === 'late-webhook') return [200, stillWorkingPage()];
    return [200, returnToShopPage(links.callbackUrl, callbackFields(merchant, record))];
  }

  function showCardForm(visit: Visit): [number, string] {
    refuseIfPaid(visit.order);
    return [200, cardFormPage(visit.order, visit.links, undefined, '', savingOf(visit))];
  }

  const steps: Record<string, (visit: Visit) => [number, string]> = {
    'GET ': showCardForm,
    'POST ': submitCard,
    'POST /authenticate': authenticate,
  };

  /** Answers the request when it is one of the checkout's pages; false otherwise. */
  return async function handleCheckout(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ): Promise<boolean> {
    const match = /^\/v1\/checkout\/([^/]+)(\/authenticate)?$/.exec(url.pathname);
    const step = match && steps[`${req.method} ${match[2] ?? ''}`];
    if (!match || !step) return false;
    try {
      const [status, html] = step(await visitOf(req, url, match[1]));
      sendHtml(res, status, html);
    } catch (error) {
      if (!(error instanceof PageError)) throw error;
      sendHtml(res, error.status, messagePage(error.title, error.message));
    }
    return true;
  };
}

import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CardSummary } from './card';
import { authenticateCardPayment } from './card-authentication';
import { readForm, sendHtml, sendJson } from './http';
import { juspayOtpPage, juspayRefusedPage } from './juspay-pages';
import { juspayRefunds } from './juspay-refunds';
import { checkCardFields, type JuspayOrderRequest, readJuspayOrder } from './juspay-request';
import { juspayWebhooks } from './juspay-webhooks';
import type { Ledger, Order, PaymentRecord } from './ledger';
import { messagePage, stillWorkingPage } from './pages';
import type { RefundBook } from './refund-book';
import { type Scenario, scenarioOf } from './scenarios';
import { sameSecret } from './signature';

/** A merchant's Juspay-style account: its API key authenticates its server's calls (HTTP Basic, no password). */
export interface JuspayMerchant {
  merchantId: string;
  apiKey: string;
  webhookSecret: string;
  webhookUrl?: string;
}

interface JuspayOrder {
  id: string;
  merchantId: string;
  asked: JuspayOrderRequest;
  /** The sandbox ledger's order, under the merchant's own book, which holds its card payments. */
  entry: Order;
  /** The latest transaction's payment. */
  latest?: PaymentRecord;
  txnId?: string;
  createdAt: string;
}

interface Txn {
  id: string;
  order: JuspayOrder;
  record: PaymentRecord;
}

/** What a card token stands for: never the number or the CVV. */
interface CardToken {
  merchantId: string;
  summary: CardSummary;
  scenario: Scenario;
  name: string;
  expiresAt: number;
}

class JuspayError extends Error {
  constructor(
    readonly status: 400 | 401 | 404,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const TOKEN_LIFE_MS = 15 * 60_000;
const STATUS_IDS: Record<string, number> = {
  NEW: 10,
  PENDING_VBV: 23,
  CHARGED: 21,
  AUTHENTICATION_FAILED: 26,
  AUTHORIZATION_FAILED: 27,
};

function statusOf(order: JuspayOrder): string {
  const payment = order.latest?.payment;
  if (!payment) return 'NEW';
  if (payment.status === 'captured') return 'CHARGED';
  if (payment.status !== 'failed') return 'PENDING_VBV';
  return payment.error_step === 'payment_authentication' ? 'AUTHENTICATION_FAILED' : 'AUTHORIZATION_FAILED';
}

/** What the order's latest transaction captured, in paise (0 until charged). */
const capturedOf = (order: JuspayOrder) => (statusOf(order) === 'CHARGED' ? order.asked.amount : 0);

/** The order as Juspay's order status API answers it; amounts in rupees. */
function viewOf(order: JuspayOrder, refunds?: ReturnType<typeof juspayRefunds>) {
  const status = statusOf(order);
  const card = order.latest?.payment.card;
  return {
    id: order.id,
    order_id: order.asked.orderId,
    merchant_id: order.merchantId,
    amount: order.asked.amount / 100,
    currency: 'INR',
    status,
    status_id: STATUS_IDS[status],
    customer_id: order.asked.customerId ?? null,
    return_url: order.asked.returnUrl,
    date_created: order.createdAt,
    ...(order.txnId ? { txn_id: order.txnId, payment_method_type: 'CARD' } : {}),
    ...(card ? { card: { last_four_digits: card.last4, card_brand: card.network.toUpperCase() } } : {}),
    ...refunds?.refundsOf({ id: order.id, merchantId: order.merchantId, captured: capturedOf(order) }),
  };
}

/**
 * The Juspay-style card provider: the merchant's server creates an order (`POST /orders`); the shopper's
 * browser posts the card straight to `POST /txns` (form-encoded, `format=json`) and follows
 * `payment.authentication.url` to a one-time password page, which sends it back to the order's return_url with
 * order_id and status. The merchant learns the outcome from a signed webhook and `GET /orders/{id}`.
 */
export function juspay(
  merchantList: JuspayMerchant[],
  ledger: Ledger,
  origin: () => string,
  options: { retryDelaysMs: number[]; lateWebhookMs: number; log: (line: string) => void },
  refundBook?: RefundBook,
) {
  const { log } = options;
  const merchants = new Map(merchantList.map((merchant) => [merchant.merchantId, { ...merchant }]));
  const orders = new Map<string, JuspayOrder>();
  const byMerchantOrder = new Map<string, JuspayOrder>();
  const txns = new Map<string, Txn>();
  const tokens = new Map<string, CardToken>();
  const webhooks = juspayWebhooks(options);
  const refunds = refundBook ? juspayRefunds(refundBook) : undefined;
  const bookOf = (merchantId: string) => `juspay:${merchantId}`;

  function merchantOf(req: IncomingMessage): JuspayMerchant {
    const [scheme, encoded] = (req.headers.authorization ?? '').split(' ');
    const apiKey = Buffer.from(encoded ?? '', 'base64')
      .toString('utf8')
      .split(':')[0];
    const found = [...merchants.values()].find((merchant) => sameSecret(apiKey, merchant.apiKey));
    if (scheme?.toLowerCase() !== 'basic' || !apiKey || !found) {
      throw new JuspayError(401, 'access_denied', 'The API key is not valid');
    }
    return found;
  }

  const orderOf = (merchantId: string, id: string) => {
    const order = orders.get(id) ?? byMerchantOrder.get(`${merchantId} ${id}`);
    if (!order || order.merchantId !== merchantId) throw new JuspayError(404, 'not_found', 'Order not found');
    return order;
  };

  function createOrder(merchant: JuspayMerchant, form: URLSearchParams) {
    const read = readJuspayOrder(form);
    if (!read.ok) throw new JuspayError(400, 'invalid_request', read.message);
    const asked = read.value;
    const earlier = byMerchantOrder.get(`${merchant.merchantId} ${asked.orderId}`);
    if (earlier && earlier.asked.amount !== asked.amount) {
      throw new JuspayError(
        400,
        'invalid_request',
        `Order ${asked.orderId} already exists for another amount`,
      );
    }
    const order = earlier ?? {
      id: `ordeh_${randomBytes(10).toString('hex')}`,
      merchantId: merchant.merchantId,
      asked,
      entry: ledger.createOrder(bookOf(merchant.merchantId), {
        amount: asked.amount,
        currency: 'INR',
        receipt: asked.orderId,
        notes: {},
      }),
      createdAt: new Date().toISOString(),
    };
    orders.set(order.id, order);
    byMerchantOrder.set(`${merchant.merchantId} ${asked.orderId}`, order);
    return { status: 'CREATED', status_id: 1, id: order.id, order_id: asked.orderId };
  }

  /** The card of a transaction: typed in (checked as the sandbox checks every card), or a token from earlier. */
  function cardOf(form: URLSearchParams, merchantId: string) {
    const tokenId = form.get('card_token');
    if (tokenId) {
      const token = tokens.get(tokenId);
      tokens.delete(tokenId);
      if (!token || token.merchantId !== merchantId || token.expiresAt < Date.now()) {
        throw new JuspayError(400, 'invalid_card_token', 'The card token is unknown or has expired');
      }
      return token;
    }
    const checked = checkCardFields(form);
    if (!checked.ok) throw new JuspayError(400, 'invalid_card', checked.message);
    return { summary: checked.summary, scenario: scenarioOf(checked.digits) };
  }

  function startTxn(form: URLSearchParams) {
    const merchantId = form.get('merchant_id') ?? '';
    if (!merchants.has(merchantId))
      throw new JuspayError(400, 'invalid_merchant', 'merchant_id is not known');
    const order = orderOf(merchantId, form.get('order_id') ?? '');
    if (statusOf(order) === 'CHARGED') {
      throw new JuspayError(400, 'order_already_paid', `Order ${order.asked.orderId} has already been paid`);
    }
    if ((form.get('payment_method_type') ?? 'CARD') !== 'CARD') {
      throw new JuspayError(400, 'invalid_request', 'payment_method_type must be CARD');
    }
    const card = cardOf(form, merchantId);
    const record = ledger.startPayment(
      bookOf(merchantId),
      order.entry,
      { card: card.summary },
      card.scenario,
    );
    const txn: Txn = { id: `${merchantId}-${order.asked.orderId}-${order.entry.attempts}`, order, record };
    txns.set(txn.id, txn);
    Object.assign(order, { latest: record, txnId: txn.id });
    log(`juspay txn ${txn.id} (${card.summary.network} ending ${card.summary.last4}, ${card.scenario})`);
    return {
      order_id: order.asked.orderId,
      txn_id: txn.id,
      status: 'PENDING_VBV',
      payment: {
        authentication: {
          method: 'GET',
          url: `${origin()}/juspay/authenticate/${encodeURIComponent(txn.id)}`,
        },
      },
    };
  }

  function tokenize(form: URLSearchParams) {
    const merchantId = form.get('merchant_id') ?? '';
    if (!merchants.has(merchantId))
      throw new JuspayError(400, 'invalid_merchant', 'merchant_id is not known');
    const checked = checkCardFields(form);
    if (!checked.ok) throw new JuspayError(400, 'invalid_card', checked.message);
    const token = `tkn_${randomBytes(16).toString('hex')}`;
    const name = form.get('name_on_card') ?? '';
    const scenario = scenarioOf(checked.digits);
    tokens.set(token, {
      merchantId,
      summary: checked.summary,
      scenario,
      name,
      expiresAt: Date.now() + TOKEN_LIFE_MS,
    });
    return { token, card_reference: null, card_fingerprint: null };
  }

  /** The OTP's verdict: the ledger settles the payment, the merchant is told, the shopper goes back. */
  function authenticate(txn: Txn, otp: string, res: ServerResponse): void {
    const { order, record } = txn;
    if (record.payment.status !== 'created') {
      sendHtml(
        res,
        409,
        messagePage('Payment already processed', `Transaction ${txn.id} has already completed.`),
      );
      return;
    }
    authenticateCardPayment(ledger, record, otp);
    const view = viewOf(order);
    log(`juspay txn ${txn.id} ${view.status}`);
    const merchant = merchants.get(order.merchantId) as JuspayMerchant;
    webhooks.announce({ url: merchant.webhookUrl, secret: merchant.webhookSecret }, view, record.scenario);
    if (record.scenario === 'late-webhook') {
      sendHtml(res, 200, stillWorkingPage());
      return;
    }
    const back = new URL(order.asked.returnUrl);
    back.searchParams.set('order_id', order.asked.orderId);
    back.searchParams.set('status', view.status);
    back.searchParams.set('status_id', String(view.status_id));
    res.writeHead(303, { location: back.href, 'cache-control': 'no-store' }).end();
  }

  /** A browser-facing call: the shop's page (the order's return_url origin) may read the answer. */
  function allowShop(res: ServerResponse, form: URLSearchParams): void {
    const order =
      orders.get(form.get('order_id') ?? '') ??
      byMerchantOrder.get(`${form.get('merchant_id')} ${form.get('order_id')}`);
    res.setHeader('access-control-allow-origin', order ? new URL(order.asked.returnUrl).origin : '*');
    res.setHeader('vary', 'Origin');
  }

  async function browserCall(req: IncomingMessage, res: ServerResponse, call: 'txns' | 'tokenize') {
    const form = await readForm(req);
    allowShop(res, form);
    const json = call === 'tokenize' || form.get('format') === 'json';
    try {
      const answer = call === 'txns' ? startTxn(form) : tokenize(form);
      if (json || !('payment' in answer)) return sendJson(res, 200, answer);
      res.writeHead(302, { location: answer.payment.authentication.url, 'cache-control': 'no-store' }).end();
    } catch (error) {
      if (!(error instanceof JuspayError)) throw error;
      if (json) return sendJson(res, error.status, errorBody(error));
      const order =
        orders.get(form.get('order_id') ?? '') ??
        byMerchantOrder.get(`${form.get('merchant_id')} ${form.get('order_id')}`);
      sendHtml(res, error.status, juspayRefusedPage(error.message, order?.asked.returnUrl));
    }
  }

  const errorBody = (error: JuspayError) => ({
    status: 'error',
    error_code: error.code,
    error_message: error.message,
  });

  async function serverCall(req: IncomingMessage, res: ServerResponse, orderId: string | undefined) {
    try {
      const merchant = merchantOf(req);
      if (orderId === undefined) return sendJson(res, 200, createOrder(merchant, await readForm(req)));
      sendJson(res, 200, viewOf(orderOf(merchant.merchantId, decodeURIComponent(orderId)), refunds));
    } catch (error) {
      if (!(error instanceof JuspayError)) throw error;
      sendJson(res, error.status, errorBody(error));
    }
  }

  /** `POST /orders/{order_id}/refunds`: answers the order's status with its refunds, as Juspay does. */
  async function refundCall(req: IncomingMessage, res: ServerResponse, orderId: string) {
    try {
      const merchant = merchantOf(req);
      const order = orderOf(merchant.merchantId, orderId);
      const refundable = { id: order.id, merchantId: order.merchantId, captured: capturedOf(order) };
      const answer = refunds?.refund(refundable, await readForm(req));
      if (answer && !answer.ok) return sendJson(res, 400, answer.error);
      sendJson(res, 200, viewOf(order, refunds));
    } catch (error) {
      if (!(error instanceof JuspayError)) throw error;
      sendJson(res, error.status, errorBody(error));
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const path = url.pathname;
    const browserPath = path === '/txns' ? 'txns' : path === '/card/tokenize' ? 'tokenize' : undefined;
    if (browserPath && req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': req.headers.origin ?? '*',
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type',
        vary: 'Origin',
      });
      res.end();
      return true;
    }
    if (browserPath && req.method === 'POST') {
      await browserCall(req, res, browserPath);
      return true;
    }
    if (path === '/orders' && req.method === 'POST') {
      await serverCall(req, res, undefined);
      return true;
    }
    const order = /^\/orders\/([^/]+)$/.exec(path);
    if (order && req.method === 'GET') {
      await serverCall(req, res, order[1]);
      return true;
    }
    const refundPath = /^\/orders\/([^/]+)\/refunds$/.exec(path);
    if (refundPath && req.method === 'POST' && refunds) {
      await refundCall(req, res, decodeURIComponent(refundPath[1]));
      return true;
    }
    const page = /^\/juspay\/authenticate\/([^/]+)$/.exec(path);
    if (!page) return false;
    const txn = txns.get(decodeURIComponent(page[1]));
    if (!txn) {
      sendHtml(res, 404, messagePage('Payment not found', 'This transaction does not exist.'));
    } else if (req.method === 'GET') {
      const done = txn.record.payment.status !== 'created';
      sendHtml(
        res,
        done ? 409 : 200,
        done
          ? messagePage('Payment already processed', `Transaction ${txn.id} has already completed.`)
          : juspayOtpPage(txn.id, txn.order.asked.amount, txn.order.asked.orderId),
      );
    } else if (req.method === 'POST') {
      authenticate(txn, ((await readForm(req)).get('otp') ?? '').trim(), res);
    } else {
      return false;
    }
    return true;
  }

  return {
    handle,
    /** Points a merchant's webhooks somewhere else (or nowhere), e.g. once the shop has started. */
    setWebhookUrl(merchantId: string, url: string | undefined) {
      const merchant = merchants.get(merchantId);
      if (!merchant) throw new Error(`No Juspay merchant has the id ${merchantId}`);
      merchant.webhookUrl = url;
    },
    close: webhooks.close,
  };
}

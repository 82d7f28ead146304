import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, notFound, unauthenticated } from './api-error';
import { readJson, sendHtml, sendJson } from './http';
import { escapeHtml, formatPaise, page } from './pages';
import { type RedirectPaymentRequest, readRedirectPayment } from './redirect-pay-request';
import { sameSecret } from './signature';

/** A merchant's Rupifi-style account: its id and secret authenticate its server's calls. */
export interface RedirectMerchant {
  merchantId: string;
  secret: string;
}

type Status = 'PENDING' | 'SUCCESS' | 'FAILED';

interface Payment extends RedirectPaymentRequest {
  paymentId: string;
  merchantId: string;
  status: Status;
}

/** What sets one redirect provider apart in the sandbox: where it lives, its name, how its ids and links look. */
export interface RedirectBrand {
  /** The path its API and pages live under, such as 'rupifi' (/rupifi/v1/payments). */
  base: string;
  name: string;
  idPrefix: string;
  /** The answer's name for the page the shopper is sent to, and that page's path word. */
  linkName: string;
  pageWord: string;
  /** Whether it has a signup page at /{base}/signup (redirectToAggregator). */
  signup: boolean;
}

const RUPIFI_BRAND: RedirectBrand = {
  base: 'rupifi',
  name: 'Rupifi',
  idPrefix: 'rpf_',
  linkName: 'drawdownLink',
  pageWord: 'drawdown',
  signup: true,
};

/**
 * The redirect provider, Rupifi-style: the merchant's server creates a payment and gets its drawdownLink; the
 * shopper pays or declines there and is sent back to the merchant's returnUrl. Only the status API
 * (`GET /rupifi/v1/payments/{id}`) says whether the payment succeeded: the return carries no proof.
 */
export function redirectPay(
  merchants: RedirectMerchant[],
  origin: () => string,
  log: (line: string) => void,
  brand: RedirectBrand = RUPIFI_BRAND,
) {
  const paymentPath = new RegExp(`^/${brand.base}/v1/payments(?:/([\\w-]+))?$`);
  const pagePath = new RegExp(`^/${brand.base}/${brand.pageWord}/([\\w-]+)(?:/(pay|decline))?$`);
  const signupPage = `<h1>${brand.name} (sandbox)</h1>
<p>Your business credit line is approved: pay later with ${brand.name} at the shop's checkout.</p>`;
  const secrets = new Map(merchants.map((merchant) => [merchant.merchantId, merchant.secret]));
  const payments = new Map<string, Payment>();
  const byReference = new Map<string, Payment>();

  function merchantOf(req: IncomingMessage): string {
    const [scheme, encoded] = (req.headers.authorization ?? '').split(' ');
    const [id = '', secret = ''] = Buffer.from(encoded ?? '', 'base64')
      .toString('utf8')
      .split(/:(.*)/s);
    const expected = secrets.get(id);
    if (scheme?.toLowerCase() !== 'basic' || !expected || !sameSecret(secret, expected))
      throw unauthenticated();
    return id;
  }

  const view = (payment: Payment) => ({
    paymentId: payment.paymentId,
    merchantPaymentRefId: payment.merchantPaymentRefId,
    amount: payment.amount,
    currency: 'INR',
    status: payment.status,
    [brand.linkName]: `${origin()}/${brand.base}/${brand.pageWord}/${payment.paymentId}`,
  });

  async function api(req: IncomingMessage, id: string | undefined): Promise<unknown> {
    const merchantId = merchantOf(req);
    if (req.method === 'GET' && id) {
      const payment = payments.get(id);
      if (!payment || payment.merchantId !== merchantId) throw notFound();
      return view(payment);
    }
    if (req.method !== 'POST' || id) throw notFound('The requested URL was not found on the server.');
    const asked = readRedirectPayment(await readJson(req));
    const reference = `${merchantId} ${asked.merchantPaymentRefId}`;
    const earlier = byReference.get(reference);
    if (earlier) return view(earlier);
    const payment: Payment = {
      ...asked,
      merchantId,
      paymentId: `${brand.idPrefix}${randomBytes(10).toString('hex')}`,
      status: 'PENDING',
    };
    payments.set(payment.paymentId, payment);
    byReference.set(reference, payment);
    return view(payment);
  }

  function drawdownPage(payment: Payment): string {
    const action = (choice: string) => `/${brand.base}/${brand.pageWord}/${payment.paymentId}/${choice}`;
    return page(
      `Pay later with ${brand.name} (sandbox)`,
      `<h1>${escapeHtml(brand.name)} (sandbox)</h1><p>Pay <strong>${formatPaise(payment.amount)}</strong> from your credit line,
for order ${escapeHtml(payment.merchantPaymentRefId)}.</p>
<form method="post" action="${action('pay')}"><button>Confirm drawdown</button></form>
<form method="post" action="${action('decline')}"><button>Decline payment</button></form>`,
    );
  }

  return async function handleRedirectPay(req: IncomingMessage, res: ServerResponse, url: URL) {
    const apiMatch = paymentPath.exec(url.pathname);
    if (apiMatch) {
      try {
        sendJson(res, 200, await api(req, apiMatch[1]));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        sendJson(res, error.status, error.body);
      }
      return true;
    }
    if (brand.signup && req.method === 'GET' && url.pathname === `/${brand.base}/signup`) {
      sendHtml(res, 200, page(`${brand.name} credit line (sandbox)`, signupPage));
      return true;
    }
    const pageMatch = pagePath.exec(url.pathname);
    if (!pageMatch) return false;
    const payment = payments.get(pageMatch[1]);
    if (!payment) {
      sendHtml(res, 404, page('Not found', '<p>This payment does not exist.</p>'));
    } else if (req.method === 'GET' && !pageMatch[2]) {
      const done = page('Payment closed', `<p>This payment is ${payment.status.toLowerCase()}.</p>`);
      sendHtml(
        res,
        payment.status === 'PENDING' ? 200 : 409,
        payment.status === 'PENDING' ? drawdownPage(payment) : done,
      );
    } else if (req.method === 'POST' && pageMatch[2]) {
      if (payment.status === 'PENDING') {
        payment.status = pageMatch[2] === 'pay' ? 'SUCCESS' : 'FAILED';
        log(`payment ${payment.paymentId}: ${payment.status}`);
      }
      const back = new URL(payment.returnUrl);
      back.searchParams.set('merchantPaymentRefId', payment.merchantPaymentRefId);
      back.searchParams.set('status', payment.status);
      res.writeHead(303, { location: back.href, 'cache-control': 'no-store' }).end();
    } else {
      return false;
    }
    return true;
  };
}

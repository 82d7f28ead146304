import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AJIODHAN_BRAND } from './ajiodhan';
import { serverApi } from './api';
import { notFound } from './api-error';
import { type CcavenueMerchant, ccavenue } from './ccavenue';
import { hostedCheckout } from './checkout';
import { creditApi } from './credit-api';
import { type FormMerchant, hostedForm } from './hosted-form';
import { sendJson } from './http';
import { handleIfsc } from './ifsc';
import { type JuspayMerchant, juspay } from './juspay';
import { createLedger } from './ledger';
import { type Merchant, merchantRegistry } from './merchants';
import { payLaterApi } from './pay-later-api';
import { payLaterCharges } from './pay-later-charges';
import { payLaterPages } from './pay-later-pages';
import { payoutRoutes } from './payout-api';
import { popupCheckout } from './popup-checkout';
import { popupScript } from './popup-script';
import { type RedirectMerchant, redirectPay } from './redirect-pay';
import { refundRoutes } from './refund-api';
import { createRefundBook } from './refund-book';
import {
  EPAYLATER_BRAND,
  JIOPAY_BRAND,
  type SignedFormMerchant,
  STANDARD_EXTENSION_BRAND,
  signedForm,
} from './signed-form';
import { stripeCheckout } from './stripe-checkout';
import type { StripeMerchant } from './stripe-webhooks';
import { createVault } from './tokens';
import { tokenRoutes } from './tokens-api';
import { upiApi } from './upi-api';
import { upiApp } from './upi-app';
import { upiCancelRoutes } from './upi-cancel-api';
import { upiCollects } from './upi-collects';
import { walletLinks } from './wallet-links';
import { walletLinkRoutes } from './wallet-links-api';
import { webhookSender } from './webhooks';

export type { CcavenueMerchant } from './ccavenue';
export type { FormMerchant } from './hosted-form';
export type { JuspayMerchant } from './juspay';
export type { Merchant } from './merchants';
export { SANDBOX_PAY_LATER_PHONES } from './pay-later';
export type { RedirectMerchant } from './redirect-pay';
export { SANDBOX_CARDS, SANDBOX_OTP } from './scenarios';
export type { SignedFormMerchant } from './signed-form';
export type { StripeMerchant } from './stripe-webhooks';
export { SANDBOX_VPAS } from './upi';
export { SANDBOX_WALLETS } from './wallets';

export interface PaymentGatewayOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  merchants: Merchant[];
  /** Merchants of the Payumoney-style hidden-form provider, and of the Rupifi-style redirect provider. */
  formMerchants?: FormMerchant[];
  redirectMerchants?: RedirectMerchant[];
  /** Merchants of the Ajio Dhan-style redirect provider (the Rupifi machinery under /ajiodhan). */
  ajiodhanMerchants?: RedirectMerchant[];
  /** Merchants of the CCAvenue-style hidden form (encRequest / encResp, ccavenue.ts). */
  ccavenueMerchants?: CcavenueMerchant[];
  /** Merchants of the signed hidden forms (signed-form.ts): Epaylater-style, JioPay-style, the standard extension. */
  epaylaterMerchants?: SignedFormMerchant[];
  jiopayMerchants?: SignedFormMerchant[];
  standardExtensionMerchants?: SignedFormMerchant[];
  /** Accounts of the Stripe-style Checkout Sessions provider (stripe-checkout.ts). */
  stripeMerchants?: StripeMerchant[];
  /** Merchants of the Juspay-style card provider (`/orders`, `/txns`). */
  juspayMerchants?: JuspayMerchant[];
  /** Waits between webhook tries (one more try than delays); 1 s, 2 s, 4 s, 8 s unless given. */
  webhookRetryDelaysMs?: number[];
  /** How long the late-webhook card's events are held back; 20 s unless given. */
  lateWebhookMs?: number;
  /** How long the sandbox's own UPI addresses take to answer a collect request; 2 s unless given. */
  upiAutoAnswerMs?: number;
  /** How long a UPI collect request waits for its payer; 5 minutes unless given. */
  upiExpiryMs?: number;
  /** Where the gateway's activity lines go; stderr unless given. Never sees a card number or CVV. */
  log?: (line: string) => void;
}

export type PaymentGateway = Awaited<ReturnType<typeof startPaymentGateway>>;

/**
 * A sandbox payment gateway over a real socket, speaking the Razorpay-style wire protocol: the orders and
 * payments API (HTTP Basic auth), the hosted checkout's redirect flow, and signed webhooks to the merchant.
 */
export async function startPaymentGateway(options: PaymentGatewayOptions) {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.error(`payment gateway: ${line}`));
  const merchants = merchantRegistry(options.merchants);
  const ledger = createLedger();
  const refunds = createRefundBook();
  const vault = createVault();
  const webhooks = webhookSender({
    merchants,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [1000, 2000, 4000, 8000],
    lateWebhookMs: options.lateWebhookMs ?? 20_000,
    log,
  });
  const collects = upiCollects(ledger, webhooks, {
    autoAnswerMs: options.upiAutoAnswerMs ?? 2000,
    expiryMs: options.upiExpiryMs ?? 5 * 60_000,
    log,
  });
  const payLater = payLaterCharges(ledger, webhooks);
  const handleApi = serverApi(ledger, merchants, webhooks, [
    ...upiApi(ledger, collects),
    ...upiCancelRoutes(ledger, collects),
    ...walletLinkRoutes(walletLinks(log)),
    ...tokenRoutes(vault),
    ...payLaterApi(payLater),
    ...creditApi(payLater.credit),
    ...refundRoutes(ledger, refunds),
    ...payoutRoutes(),
  ]);
  const handlePayLaterPages = payLaterPages(payLater);
  const handleUpiApp = upiApp(collects);
  const handleCheckout = hostedCheckout(ledger, merchants, webhooks, log, vault);

  const handleHostedForm = hostedForm(options.formMerchants ?? [], log);
  const handleAjiodhan = redirectPay(options.ajiodhanMerchants ?? [], () => url, log, AJIODHAN_BRAND);
  const handleEpaylater = signedForm(EPAYLATER_BRAND, options.epaylaterMerchants ?? [], log);
  const handleJiopay = signedForm(JIOPAY_BRAND, options.jiopayMerchants ?? [], log);
  const handleStandardExtension = signedForm(
    STANDARD_EXTENSION_BRAND,
    options.standardExtensionMerchants ?? [],
    log,
  );
  const handleCcavenue = ccavenue(options.ccavenueMerchants ?? [], log);
  const handleRedirectPay = redirectPay(options.redirectMerchants ?? [], () => url, log);
  const handlePopupScript = popupScript(() => url);
  const handlePopupCheckout = popupCheckout(ledger, merchants, webhooks, log);
  const stripe = stripeCheckout(options.stripeMerchants ?? [], {
    origin: () => url,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [1000, 2000, 4000, 8000],
    lateWebhookMs: options.lateWebhookMs ?? 20_000,
    log,
  });
  const retryDelaysMs = options.webhookRetryDelaysMs ?? [1000, 2000, 4000, 8000];
  const lateWebhookMs = options.lateWebhookMs ?? 20_000;
  const juspayCards = juspay(
    options.juspayMerchants ?? [],
    ledger,
    () => url,
    { retryDelaysMs, lateWebhookMs, log },
    refunds,
  );
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  server.on('request', (req, res) => {
    const requestUrl = new URL(req.url ?? '/', url);
    (async () => {
      if (await handleApi(req, res, requestUrl)) return;
      if (await stripe.handle(req, res, requestUrl)) return;
      if (await handleCheckout(req, res, requestUrl)) return;
      if (await handleUpiApp(req, res, requestUrl)) return;
      if (await handlePayLaterPages(req, res, requestUrl)) return;
      if (await handleIfsc(req, res, requestUrl)) return;
      if (await handleHostedForm(req, res, requestUrl)) return;
      if (await handleRedirectPay(req, res, requestUrl)) return;
      if (await handleCcavenue(req, res, requestUrl)) return;
      if (await handleAjiodhan(req, res, requestUrl)) return;
      if (await handleEpaylater(req, res, requestUrl)) return;
      if (await handleJiopay(req, res, requestUrl)) return;
      if (await handleStandardExtension(req, res, requestUrl)) return;
      if (await juspayCards.handle(req, res, requestUrl)) return;
      if (handlePopupScript(req, res, requestUrl) || (await handlePopupCheckout(req, res, requestUrl)))
        return;
      const error = notFound('The requested URL was not found on the server.');
      sendJson(res, error.status, error.body);
    })().catch((error: unknown) => {
      log(`fault on ${req.method} ${requestUrl.pathname}: ${error instanceof Error ? error.message : error}`);
      if (!res.headersSent) {
        sendJson(res, 500, {
          error: { code: 'SERVER_ERROR', description: 'The server encountered an error' },
        });
      }
    });
  });

  return {
    /** The API base (as `https://api.razorpay.com` would be) and the hosted checkout's origin. */
    url,
    /** Points a merchant's webhooks somewhere else (or nowhere), e.g. once the shop has started. */
    setWebhookUrl: merchants.setWebhookUrl,
    /** The same for a Stripe-style account, named by its secret key. */
    setStripeWebhookUrl: stripe.setWebhookUrl,
    /** The same for a Juspay-style merchant, by its merchant id. */
    setJuspayWebhookUrl: juspayCards.setWebhookUrl,
    close: async () => {
      collects.close();
      await webhooks.close();
      await stripe.close();
      await juspayCards.close();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}

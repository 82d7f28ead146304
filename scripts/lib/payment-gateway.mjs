// The sandbox card gateway for the demo: started by `npm start` unless a real gateway is configured.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { startLocalService } from './local-service.mjs';
import { ROOT } from './workspace.mjs';

const ENTRY = path.join(ROOT, 'apps', 'payment-gateway', 'src', 'main.ts');

/** A configured gateway (or LOCAL_PAYMENT_GATEWAY=off) means the shop takes payments there, or not online. */
export function wantsLocalPaymentGateway(env = process.env) {
  if ((env.LOCAL_PAYMENT_GATEWAY ?? '').trim().toLowerCase() === 'off') return false;
  return !env.PAYMENT_GATEWAY_URL?.trim();
}

/**
 * Starts the sandbox gateway with keys made for this run, its callbacks going to the shop on PORT, and resolves
 * with the child and the environment that points the platform at it.
 */
export async function startLocalPaymentGateway(env = process.env) {
  const keys = {
    PAYMENT_KEY_ID: 'rzp_test_vitrine',
    PAYMENT_KEY_SECRET: randomBytes(16).toString('hex'),
    PAYMENT_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
    PAYUMONEY_KEY: 'payu_test_vitrine',
    PAYUMONEY_SALT: randomBytes(16).toString('hex'),
    RUPIFI_MERCHANT_ID: 'rupifi_vitrine',
    RUPIFI_SECRET: randomBytes(16).toString('hex'),
    CCAVENUE_MERCHANT_ID: '2000001',
    CCAVENUE_ACCESS_CODE: 'AVVITRINE00DEMO',
    CCAVENUE_WORKING_KEY: randomBytes(16).toString('hex'),
    AJIODHAN_MERCHANT_ID: 'ajiodhan_vitrine',
    AJIODHAN_SECRET: randomBytes(16).toString('hex'),
    EPAYLATER_MERCHANT_ID: 'epaylater_vitrine',
    EPAYLATER_SECRET: randomBytes(16).toString('hex'),
    JIOPAY_MERCHANT_ID: 'jiopay_vitrine',
    JIOPAY_SECRET: randomBytes(16).toString('hex'),
    STANDARD_EXTENSION_MERCHANT_ID: 'extension_vitrine',
    STANDARD_EXTENSION_SECRET: randomBytes(16).toString('hex'),
    JUSPAY_MERCHANT_ID: 'juspay_vitrine',
    JUSPAY_API_KEY: randomBytes(16).toString('hex'),
    JUSPAY_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
    STRIPE_SECRET_KEY: `sk_test_${randomBytes(16).toString('hex')}`,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_vitrine',
    STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(16).toString('hex')}`,
  };
  const shop = `http://127.0.0.1:${env.PORT || 3000}`;
  const { child, url } = await startLocalService(
    ENTRY,
    {
      ...keys,
      PAYMENT_WEBHOOK_URL: `${shop}/service/webhooks/payments/razorpay`,
      JUSPAY_WEBHOOK_URL: `${shop}/service/webhooks/payments/juspay`,
      STRIPE_WEBHOOK_URL: `${shop}/service/webhooks/payments/stripe`,
    },
    'paymentGateway',
  );
  // The sandbox's hidden-form (Payumoney-style) and redirect (Rupifi-style) providers live under the same origin.
  const providers = {
    PAYUMONEY_PAYMENT_URL: `${url}/payu/_payment`,
    PAYUMONEY_VERIFY_URL: `${url}/payu/merchant/postservice?form=2`,
    RUPIFI_URL: `${url}/rupifi`,
    // CCAvenue (encrypted hidden form), Ajio Dhan (redirect), Epaylater, JioPay and the standard extension (signed forms).
    CCAVENUE_URL: `${url}/ccavenue`,
    CCAVENUE_API_URL: `${url}/ccavenue`,
    AJIODHAN_URL: `${url}/ajiodhan`,
    EPAYLATER_URL: `${url}/epaylater`,
    JIOPAY_URL: `${url}/jiopay`,
    STANDARD_EXTENSION_URL: `${url}/standard-extension`,
    // Juspay-style cards: /orders, /txns and /card/tokenize at the sandbox's root, as at api.juspay.in.
    JUSPAY_API_URL: url,
    STRIPE_API_URL: url,
  };
  return { child, url, env: { ...keys, ...providers, PAYMENT_GATEWAY_URL: url } };
}

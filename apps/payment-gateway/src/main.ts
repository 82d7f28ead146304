// The sandbox payment gateway on its own, for the demo. Prints one JSON line with its URL once it listens.
import { startPaymentGateway } from './server';

const env = process.env;
const gateway = await startPaymentGateway({
  port: Number(env.PAYMENT_GATEWAY_PORT ?? 0),
  host: env.PAYMENT_GATEWAY_HOST ?? '127.0.0.1',
  merchants: [
    {
      keyId: env.PAYMENT_KEY_ID ?? 'rzp_test_vitrine',
      keySecret: env.PAYMENT_KEY_SECRET ?? 'vitrine-demo-key-secret',
      webhookSecret: env.PAYMENT_WEBHOOK_SECRET ?? 'vitrine-demo-webhook-secret',
      webhookUrl: env.PAYMENT_WEBHOOK_URL || undefined,
    },
  ],
  formMerchants: [
    { key: env.PAYUMONEY_KEY ?? 'payu_test_vitrine', salt: env.PAYUMONEY_SALT ?? 'vitrine-demo-payu-salt' },
  ],
  redirectMerchants: [
    {
      merchantId: env.RUPIFI_MERCHANT_ID ?? 'rupifi_vitrine',
      secret: env.RUPIFI_SECRET ?? 'vitrine-demo-rupifi-secret',
    },
  ],
  ajiodhanMerchants: [
    {
      merchantId: env.AJIODHAN_MERCHANT_ID ?? 'ajiodhan_vitrine',
      secret: env.AJIODHAN_SECRET ?? 'vitrine-demo-ajiodhan-secret',
    },
  ],
  epaylaterMerchants: [
    {
      merchantId: env.EPAYLATER_MERCHANT_ID ?? 'epaylater_vitrine',
      secret: env.EPAYLATER_SECRET ?? 'vitrine-demo-epaylater-secret',
    },
  ],
  jiopayMerchants: [
    {
      merchantId: env.JIOPAY_MERCHANT_ID ?? 'jiopay_vitrine',
      secret: env.JIOPAY_SECRET ?? 'vitrine-demo-jiopay-secret',
    },
  ],
  standardExtensionMerchants: [
    {
      merchantId: env.STANDARD_EXTENSION_MERCHANT_ID ?? 'extension_vitrine',
      secret: env.STANDARD_EXTENSION_SECRET ?? 'vitrine-demo-extension-secret',
    },
  ],
  ccavenueMerchants: [
    {
      merchantId: env.CCAVENUE_MERCHANT_ID ?? '2000001',
      accessCode: env.CCAVENUE_ACCESS_CODE ?? 'AVVITRINE00DEMO',
      workingKey: env.CCAVENUE_WORKING_KEY ?? 'vitrine-demo-ccavenue-working-key',
    },
  ],
  stripeMerchants: [
    {
      secretKey: env.STRIPE_SECRET_KEY ?? 'sk_test_vitrine',
      publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_vitrine',
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? 'whsec_vitrine_demo',
      webhookUrl: env.STRIPE_WEBHOOK_URL || undefined,
    },
  ],
  juspayMerchants: [
    {
      merchantId: env.JUSPAY_MERCHANT_ID ?? 'juspay_vitrine',
      apiKey: env.JUSPAY_API_KEY ?? 'vitrine-demo-juspay-api-key',
      webhookSecret: env.JUSPAY_WEBHOOK_SECRET ?? 'vitrine-demo-juspay-webhook-secret',
      webhookUrl: env.JUSPAY_WEBHOOK_URL || undefined,
    },
  ],
});
console.log(JSON.stringify({ paymentGateway: gateway.url }));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    gateway.close().then(() => process.exit(0));
  });
}

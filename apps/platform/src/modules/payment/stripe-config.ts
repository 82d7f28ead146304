import { readSettings } from './provider-settings';

/** The shop's Stripe-style account for card payments on Stripe Checkout (the sandbox in the demo). */
export interface StripeSettings {
  /** STRIPE_API_URL: the API base, such as https://api.stripe.com, under which /v1/checkout/sessions lives. */
  url: string;
  /** STRIPE_SECRET_KEY: the server's key; never leaves the server. */
  secretKey: string;
  /** STRIPE_PUBLISHABLE_KEY: the browser's key, safe to hand out. */
  publishableKey: string;
  /** STRIPE_WEBHOOK_SECRET: what Stripe signs its events to this shop with (whsec_…). */
  webhookSecret: string;
}

const NAMES = [
  'STRIPE_API_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

/** The Stripe settings, all four or none. */
export function readStripe(env: NodeJS.ProcessEnv): StripeSettings | undefined {
  const values = readSettings(env, NAMES, ['STRIPE_API_URL']);
  if (!values) return undefined;
  const [url, secretKey, publishableKey, webhookSecret] = values;
  return { url: url.replace(/\/+$/, ''), secretKey, publishableKey, webhookSecret };
}

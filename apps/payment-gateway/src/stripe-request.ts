import { stripeInvalid } from './stripe-error';

/** A Stripe-style `POST /v1/checkout/sessions` as the merchant's server asks for it (form-encoded). */
export interface StripeSessionRequest {
  /** The sum of the line items, in the currency's smallest unit (paise). */
  amount: number;
  currency: string;
  successUrl: string;
  cancelUrl?: string;
  clientReferenceId?: string;
  customerEmail?: string;
  metadata: Record<string, string>;
  intentMetadata: Record<string, string>;
}

const MAX_LINE_ITEMS = 100;
const MAX_METADATA_KEYS = 50;

function webUrl(form: URLSearchParams, name: string, required: boolean): string | undefined {
  const value = form.get(name);
  if (value === null && !required) return undefined;
  // Stripe puts the session's id where the URL says {CHECKOUT_SESSION_ID}: kept as written until then.
  const url = URL.parse(value ?? '');
  if (!url || !/^https?:$/.test(url.protocol)) throw stripeInvalid(`${name} must be an http(s) URL`, name);
  return value ?? undefined;
}

/** `prefix[key]=value` pairs: Stripe's metadata, at most 50 keys of 40 characters, values of 500. */
function metadataOf(form: URLSearchParams, prefix: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of form) {
    if (!name.startsWith(`${prefix}[`) || !name.endsWith(']')) continue;
    const key = name.slice(prefix.length + 1, -1);
    if (!key || key.length > 40 || value.length > 500 || key.includes('[')) {
      throw stripeInvalid('Metadata keys are at most 40 characters and values at most 500', name);
    }
    metadata[key] = value;
  }
  if (Object.keys(metadata).length > MAX_METADATA_KEYS)
    throw stripeInvalid('At most 50 metadata keys', prefix);
  return metadata;
}

const wholeNumber = (text: string | null, min: number) =>
  text !== null && /^\d{1,12}$/.test(text) && Number(text) >= min ? Number(text) : undefined;

/** The session's line items with price_data: their total, in one currency (INR in this sandbox). */
function totalOf(form: URLSearchParams): { amount: number; currency: string } {
  let amount = 0;
  let count = 0;
  for (; count < MAX_LINE_ITEMS; count++) {
    const item = (field: string) => form.get(`line_items[${count}]${field}`);
    if (item('[price_data][unit_amount]') === null && item('[quantity]') === null) break;
    const param = `line_items[${count}]`;
    const currency = item('[price_data][currency]')?.toLowerCase();
    if (currency !== 'inr')
      throw stripeInvalid('This sandbox takes only inr', `${param}[price_data][currency]`);
    const unit = wholeNumber(item('[price_data][unit_amount]'), 0);
    if (unit === undefined) {
      throw stripeInvalid('unit_amount must be a whole number of paise', `${param}[price_data][unit_amount]`);
    }
    const quantity = wholeNumber(item('[quantity]'), 1);
    if (quantity === undefined) throw stripeInvalid('quantity must be at least 1', `${param}[quantity]`);
    if (!item('[price_data][product_data][name]')?.trim()) {
      throw stripeInvalid('Each line item needs a product name', `${param}[price_data][product_data][name]`);
    }
    amount += unit * quantity;
  }
  if (count === 0) throw stripeInvalid('line_items is required in payment mode', 'line_items');
  // Stripe's smallest charge in INR is ₹0.50.
  if (amount < 50) throw stripeInvalid('The total must be at least 50 paise', 'line_items');
  if (!Number.isSafeInteger(amount)) throw stripeInvalid('The total is too large', 'line_items');
  return { amount, currency: 'inr' };
}

/** The body of `POST /v1/checkout/sessions`, checked field by field. */
export function readSessionRequest(form: URLSearchParams): StripeSessionRequest {
  const mode = form.get('mode');
  if (mode !== 'payment') throw stripeInvalid('This sandbox supports mode=payment only', 'mode');
  const clientReferenceId = form.get('client_reference_id') ?? undefined;
  if (clientReferenceId !== undefined && !/^[\w-]{1,200}$/.test(clientReferenceId)) {
    throw stripeInvalid(
      'client_reference_id must be 1 to 200 letters, digits, _ or -',
      'client_reference_id',
    );
  }
  const customerEmail = form.get('customer_email') ?? undefined;
  if (customerEmail !== undefined && !/^[^\s@]{1,64}@[^\s@]{1,190}$/.test(customerEmail)) {
    throw stripeInvalid('customer_email is not an e-mail address', 'customer_email');
  }
  return {
    ...totalOf(form),
    successUrl: webUrl(form, 'success_url', true) as string,
    cancelUrl: webUrl(form, 'cancel_url', false),
    clientReferenceId,
    customerEmail,
    metadata: metadataOf(form, 'metadata'),
    intentMetadata: metadataOf(form, 'payment_intent_data[metadata]'),
  };
}

import { SANDBOX_OTP } from '../scenarios';

export const CALLBACK_URL = 'http://shop.test/checkout/razorpay/callback';
export const CANCEL_URL = 'http://shop.test/checkout/cancelled';

export interface MerchantKeys {
  keyId: string;
  keySecret: string;
}

/** A merchant's server-to-server calls, as the shop's backend makes them. */
export function apiClient(gatewayUrl: string, keys: MerchantKeys) {
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    const response = await fetch(`${gatewayUrl}${path}`, {
      method,
      headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answers
    return { status: response.status, body: (await response.json()) as any };
  }
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body),
    createOrder: async (amount = 50_000) => {
      const created = await call('POST', '/v1/orders', { amount, currency: 'INR', receipt: 'rcpt-1' });
      if (created.status !== 200) throw new Error(`order not created: ${JSON.stringify(created.body)}`);
      return created.body as { id: string; amount: number };
    },
  };
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescapeHtml = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity]);

/** The first form of a page (the first holding `having`, when given): where it posts and its hidden fields. */
function formOf(html: string, having = ''): { action: string; fields: Record<string, string> } | undefined {
  const form = [...html.matchAll(/<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)].find((match) =>
    match[0].includes(having),
  );
  if (!form) return undefined;
  const fields: Record<string, string> = {};
  for (const input of form[2].matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescapeHtml(input[1])] = unescapeHtml(input[2]);
  }
  return { action: unescapeHtml(form[1]), fields };
}

const futureExpiry = () => `12/${String((new Date().getFullYear() + 5) % 100).padStart(2, '0')}`;

export interface CardEntry {
  number: string;
  expiry?: string;
  cvv?: string;
  name?: string;
  otp?: string;
  /** Ticks "Save this card" (offered when the order names a customer). */
  save?: boolean;
}

async function page(url: string, form?: Record<string, string>) {
  const response = await fetch(url, form ? { method: 'POST', body: new URLSearchParams(form) } : {});
  return { status: response.status, html: await response.text() };
}

/** The card form's page, then the card typed into it: answers the one-time password page (or the form again). */
export async function submitCard(gatewayUrl: string, keyId: string, orderId: string, card: CardEntry) {
  const query = new URLSearchParams({ key_id: keyId, callback_url: CALLBACK_URL, cancel_url: CANCEL_URL });
  return submitCardAt(`${gatewayUrl}/v1/checkout/${orderId}?${query}`, card);
}

async function submitCardAt(pageUrl: string, card: CardEntry) {
  const cardPage = await page(pageUrl);
  const cardForm = formOf(cardPage.html, 'name="card[number]"');
  if (!cardForm) throw new Error(`no card form (${cardPage.status}): ${cardPage.html}`);
  const otpPage = await page(new URL(cardForm.action, pageUrl).href, {
    ...cardForm.fields,
    'card[number]': card.number,
    'card[expiry]': card.expiry ?? futureExpiry(),
    'card[cvv]': card.cvv ?? '123',
    'card[name]': card.name ?? 'Asha Rao',
    ...(card.save ? { save_card: '1' } : {}),
  });
  const otpForm = otpPage.status === 200 ? formOf(otpPage.html) : undefined;
  return { cardPage, otpPage, otpForm, paymentId: otpForm?.fields.payment_id };
}

/**
 * A shopper's whole trip through the hosted checkout page a shop sent them to: the card form, the card, the
 * one-time password; `returned` is the form that takes them back to the shop.
 */
export async function payAtPage(pageUrl: string, card: CardEntry) {
  const carded = await submitCardAt(pageUrl, card);
  if (!carded.otpForm) throw new Error(`card refused (${carded.otpPage.status}): ${carded.otpPage.html}`);
  const startedAuthenticating = Date.now();
  const finalPage = await page(new URL(carded.otpForm.action, pageUrl).href, {
    ...carded.otpForm.fields,
    otp: card.otp ?? SANDBOX_OTP,
  });
  return { ...carded, startedAuthenticating, finalPage, returned: formOf(finalPage.html) };
}

/** A customer's trip paying with a card they saved: its security code, then the one-time password. */
export async function payWithSavedCardAtPage(pageUrl: string, tokenId: string, cvv = '123') {
  const cardPage = await page(pageUrl);
  const savedForm = formOf(cardPage.html, `data-saved-card="${tokenId}"`);
  if (!savedForm) throw new Error(`no saved card ${tokenId} offered (${cardPage.status}): ${cardPage.html}`);
  const otpPage = await page(new URL(savedForm.action, pageUrl).href, {
    ...savedForm.fields,
    token_cvv: cvv,
  });
  const otpForm = otpPage.status === 200 ? formOf(otpPage.html) : undefined;
  if (!otpForm) return { cardPage, otpPage, finalPage: undefined, returned: undefined };
  const finalPage = await page(new URL(otpForm.action, pageUrl).href, {
    ...otpForm.fields,
    otp: SANDBOX_OTP,
  });
  return { cardPage, otpPage, finalPage, returned: formOf(finalPage.html) };
}

/** A shopper's whole trip through the hosted checkout: the card form, the card, the one-time password. */
export function payThroughCheckout(gatewayUrl: string, keyId: string, orderId: string, card: CardEntry) {
  const query = new URLSearchParams({ key_id: keyId, callback_url: CALLBACK_URL, cancel_url: CANCEL_URL });
  return payAtPage(`${gatewayUrl}/v1/checkout/${orderId}?${query}`, card);
}

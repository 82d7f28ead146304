import type { Order } from './ledger';
import { SANDBOX_CARDS, SANDBOX_OTP } from './scenarios';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]);

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
export const formatPaise = (paise: number) => rupees.format(paise / 100);

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
label{display:block;margin-top:.75rem}input{display:block;width:100%;box-sizing:border-box;padding:.5rem;font:inherit}
button{display:block;width:100%;margin:1rem 0 .5rem;padding:.75rem;font:inherit;cursor:pointer}
.error{color:#a00;font-weight:600}.note{color:#555;font-size:.875rem}</style></head><body>${body}</body></html>`;
}

export const hiddenFields = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

const cardField = (part: string, label: string, attributes: string) =>
  `<label for="card-${part}">${label}</label><input id="card-${part}" name="card[${part}]" ${attributes}>`;

const errorNote = (message: string | undefined) =>
  message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '';

const testCardHints: Record<keyof typeof SANDBOX_CARDS, string> = {
  success: 'succeeds',
  declined: 'declined by the bank',
  duplicateWebhook: 'succeeds; each webhook is sent twice',
  lateWebhook: 'succeeds late; the page never returns to the shop',
  noWebhook: 'succeeds; no webhook is ever sent',
};

export interface CheckoutLinks {
  keyId: string;
  callbackUrl: string;
  cancelUrl?: string;
}

export const linkFields = (links: CheckoutLinks) => ({
  key_id: links.keyId,
  callback_url: links.callbackUrl,
  ...(links.cancelUrl ? { cancel_url: links.cancelUrl } : {}),
});

/** What a customer's checkout adds to the card form: their saved cards, and the box to save this one. */
export interface CardSaving {
  savedCards: string;
  saveBox: string;
}

/** The card form; `cardName` is the only thing a failed try gives back, never the number or the CVV. */
export function cardFormPage(
  order: Order,
  links: CheckoutLinks,
  error?: string,
  cardName = '',
  saving: CardSaving = { savedCards: '', saveBox: '' },
): string {
  const amount = formatPaise(order.amount);
  const cancel = links.cancelUrl ? `<p><a href="${escapeHtml(links.cancelUrl)}">Cancel</a></p>` : '';
  const testCards = (Object.keys(SANDBOX_CARDS) as (keyof typeof SANDBOX_CARDS)[])
    .map((name) => `<li>${SANDBOX_CARDS[name].replace(/(\d{4})(?=\d)/g, '$1 ')}: ${testCardHints[name]}</li>`)
    .join('');
  return page(
    `Pay ${amount}`,
    `<h1>Pay <span data-amount>${escapeHtml(amount)}</span></h1>
<p class="note">Order ${escapeHtml(order.id)}${order.receipt ? `, receipt ${escapeHtml(order.receipt)}` : ''}</p>
${errorNote(error)}${saving.savedCards}
<form method="post" action="/v1/checkout/${encodeURIComponent(order.id)}">${hiddenFields(linkFields(links))}
${cardField('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" required')}
${cardField('expiry', 'Expiry (MM/YY)', 'autocomplete="cc-exp" placeholder="MM/YY" required')}
${cardField('cvv', 'CVV', 'type="password" inputmode="numeric" autocomplete="cc-csc" required')}
${cardField('name', 'Name on card', `autocomplete="cc-name" required value="${escapeHtml(cardName)}"`)}${saving.saveBox}
<button type="submit">Pay ${escapeHtml(amount)}</button></form>
${cancel}
<details class="note"><summary>Sandbox test cards</summary><ul>${testCards}</ul></details>`,
  );
}

export function otpPage(order: Order, paymentId: string, links: CheckoutLinks): string {
  return page(
    'Verify your payment',
    `<h1>Verify your payment</h1><p>${escapeHtml(formatPaise(order.amount))} for order ${escapeHtml(order.id)}</p>
<p>Enter the one-time password sent to your phone (sandbox: ${SANDBOX_OTP})</p>
<form method="post" action="/v1/checkout/${encodeURIComponent(order.id)}/authenticate">
${hiddenFields({ ...linkFields(links), payment_id: paymentId })}
<label for="otp">One-time password</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">Submit</button></form>`,
  );
}

/** Sends the browser back to the shop: a form that POSTs itself to the callback URL. */
export function returnToShopPage(callbackUrl: string, fields: Record<string, string>): string {
  return page(
    'Returning to the shop',
    `<p>Returning to the shop…</p>
<form id="return" method="post" action="${escapeHtml(callbackUrl)}">${hiddenFields(fields)}
<noscript><button type="submit">Continue to the shop</button></noscript></form>
<script>document.getElementById('return').submit();</script>`,
  );
}

export const stillWorkingPage = () =>
  page(
    'Still working…',
    `<h1>Still working…</h1><p role="status">Your bank is taking longer than usual to confirm the payment.
The shop will be told once it completes; you do not need to pay again.</p>`,
  );

export const messagePage = (title: string, message: string) =>
  page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);

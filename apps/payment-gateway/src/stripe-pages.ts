import { escapeHtml, formatPaise, page } from './pages';
import { SANDBOX_CARDS, SANDBOX_OTP } from './scenarios';
import type { CheckoutSession } from './stripe-sessions';

const testCardHints: Record<keyof typeof SANDBOX_CARDS, string> = {
  success: 'succeeds',
  declined: 'declined (card_declined)',
  duplicateWebhook: 'succeeds; the webhook is sent twice',
  lateWebhook: 'succeeds; the webhook comes late',
  noWebhook: 'succeeds; no webhook is ever sent',
};

const field = (part: string, label: string, attributes: string) =>
  `<label for="card-${part}">${label}</label><input id="card-${part}" name="card[${part}]" ${attributes}>`;

const errorNote = (message: string | undefined) =>
  message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '';

const cancelForm = (session: CheckoutSession) =>
  session.cancel_url
    ? `<form method="post" action="/stripe/pay/${encodeURIComponent(session.id)}/cancel"><button type="submit">Cancel and return to the shop</button></form>`
    : '';

/** The hosted session's card form; `cardName` is all a failed try gives back, never the number or the CVV. */
export function sessionCardPage(session: CheckoutSession, error?: string, cardName = ''): string {
  const amount = formatPaise(session.amount_total);
  const testCards = (Object.keys(SANDBOX_CARDS) as (keyof typeof SANDBOX_CARDS)[])
    .map((name) => `<li>${SANDBOX_CARDS[name].replace(/(\d{4})(?=\d)/g, '$1 ')}: ${testCardHints[name]}</li>`)
    .join('');
  return page(
    `Pay ${amount} (Stripe sandbox)`,
    `<h1>Pay <span data-amount>${escapeHtml(amount)}</span></h1>
<p class="note">Stripe Checkout (sandbox), session ${escapeHtml(session.id)}</p>
${errorNote(error)}
<form method="post" action="/stripe/pay/${encodeURIComponent(session.id)}">
${field('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" required')}
${field('expiry', 'Expiry (MM/YY)', 'autocomplete="cc-exp" placeholder="MM/YY" required')}
${field('cvv', 'CVC', 'type="password" inputmode="numeric" autocomplete="cc-csc" required')}
${field('name', 'Name on card', `autocomplete="cc-name" required value="${escapeHtml(cardName)}"`)}
<button type="submit">Pay ${escapeHtml(amount)}</button></form>
${cancelForm(session)}
<details class="note"><summary>Sandbox test cards</summary><ul>${testCards}</ul></details>`,
  );
}

/** The 3-D Secure step of the session's card. */
export function sessionAuthPage(session: CheckoutSession): string {
  return page(
    'Verify your payment',
    `<h1>Verify your payment</h1><p>${escapeHtml(formatPaise(session.amount_total))} (3-D Secure)</p>
<p>Enter the one-time password sent to your phone (sandbox: ${SANDBOX_OTP})</p>
<form method="post" action="/stripe/pay/${encodeURIComponent(session.id)}/authenticate">
<label for="otp">One-time password</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">Complete payment</button></form>`,
  );
}

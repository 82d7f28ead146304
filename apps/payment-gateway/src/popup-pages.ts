import type { Order } from './ledger';
import { escapeHtml, formatPaise, hiddenFields, page } from './pages';
import { POPUP_MESSAGE_SOURCE } from './popup-script';
import { SANDBOX_WALLETS } from './wallets';

/** The wallet choice: one wallet to pay from, then pay or decline. `fields` say where the answer goes. */
export function walletPage(
  order: Order,
  fields: Record<string, string>,
  chosen: string | undefined,
  error?: string,
): string {
  const amount = formatPaise(order.amount);
  const wallets = SANDBOX_WALLETS.map(
    ({ code, name }) =>
      `<label><input type="radio" name="wallet" value="${code}" required${code === chosen ? ' checked' : ''}> ${escapeHtml(name)}</label>`,
  ).join('');
  return page(
    `Pay ${amount} with a wallet`,
    `<h1>Pay <span data-amount>${escapeHtml(amount)}</span></h1>
<p class="note">Order ${escapeHtml(order.id)} · wallet (sandbox)</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/v1/checkout/${encodeURIComponent(order.id)}/wallet">${hiddenFields(fields)}
<fieldset><legend>Choose a wallet</legend>${wallets}</fieldset>
<button type="submit" name="answer" value="pay">Pay ${escapeHtml(amount)}</button>
<button type="submit" name="answer" value="decline" formnovalidate>Decline</button></form>`,
  );
}

/** Tells the shop's page in the frame's parent how it ended; `origin` is the only origin that may hear it. */
export function popupResultPage(
  origin: string,
  event: 'payment.success' | 'payment.dismiss',
  response?: Record<string, string>,
): string {
  const message = JSON.stringify({ source: POPUP_MESSAGE_SOURCE, event, response }).replace(/</g, '\\u003c');
  const title = event === 'payment.success' ? 'Payment successful' : 'Payment not made';
  return page(
    title,
    `<h1>${title}</h1><p role="status">You can close this window.</p>
<script>(window.opener || window.parent).postMessage(${message}, ${JSON.stringify(origin).replace(/</g, '\\u003c')});</script>`,
  );
}

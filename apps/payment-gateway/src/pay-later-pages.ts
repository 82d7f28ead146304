import type { IncomingMessage, ServerResponse } from 'node:http';
import { readForm, sendHtml } from './http';
import { escapeHtml, formatPaise, hiddenFields, page } from './pages';
import { mobileOf, SANDBOX_PAY_LATER_PHONES } from './pay-later';
import type { PayLaterCharges } from './pay-later-charges';
import { PayLaterError } from './pay-later-error';

const PROVIDERS = {
  simpl: { name: 'Simpl', action: 'Authorize and pay later' },
  potlee: { name: 'Potlee', action: 'Confirm drawdown' },
} as const;

/** The shop's return address with the outcome added, or undefined when it is not an http(s) address. */
function returnTo(url: string, outcome: Record<string, string>): string | undefined {
  const parsed = URL.parse(url);
  if (!parsed || !/^https?:$/.test(parsed.protocol)) return undefined;
  for (const [name, value] of Object.entries(outcome)) parsed.searchParams.set(name, value);
  return parsed.href;
}

function confirmPage(provider: keyof typeof PROVIDERS, amount: number, fields: Record<string, string>) {
  const { name, action } = PROVIDERS[provider];
  // The number is the visible field's alone: a hidden copy would come first in the form and win.
  const { phone_number: phone = '', ...hidden } = fields;
  return page(
    `${name} — pay later (sandbox)`,
    `<h1>${name} (sandbox)</h1><p>Pay <strong>${formatPaise(amount)}</strong> later.</p>
<form method="post">${hiddenFields(hidden)}
<label for="phone">Mobile number</label><input id="phone" name="phone_number" inputmode="numeric" autocomplete="tel"
 value="${escapeHtml(phone)}" required>
<p class="note">Sandbox: ${escapeHtml(SANDBOX_PAY_LATER_PHONES.approved)} has credit.</p>
<button name="answer" value="approve">${action}</button><button name="answer" value="cancel" formnovalidate>Cancel</button></form>`,
  );
}

/**
 * The providers' own pages, where the shopper authorizes: Simpl's (/paylater/simpl/authorize/{order}) hands the
 * shop a transaction token to charge; Potlee's drawdown link (/paylater/potlee/drawdown/{order}) pays at once.
 * Both send the shopper back to `callback_url`, with `error_code` when it did not go through.
 */
export function payLaterPages(charges: PayLaterCharges) {
  return async function handlePayLaterPages(req: IncomingMessage, res: ServerResponse, url: URL) {
    const match = /^\/paylater\/(simpl\/authorize|potlee\/drawdown)\/([^/]+)$/.exec(url.pathname);
    if (!match) return false;
    const provider = match[1].startsWith('simpl') ? 'simpl' : 'potlee';
    const orderId = decodeURIComponent(match[2]);
    const form = req.method === 'POST' ? await readForm(req) : url.searchParams;
    const keyId = form.get('key_id') ?? '';
    const callbackUrl = form.get('callback_url') ?? '';
    const order = charges.findOrder(keyId, orderId);
    if (!order || !returnTo(callbackUrl, {})) {
      sendHtml(res, 404, page('Not found', '<p>This payment link is not valid.</p>'));
      return true;
    }
    if (req.method !== 'POST') {
      const fields = {
        key_id: keyId,
        callback_url: callbackUrl,
        phone_number: form.get('phone_number') ?? '',
      };
      sendHtml(res, 200, confirmPage(provider, order.amount_due, fields));
      return true;
    }
    let outcome: Record<string, string>;
    const phone = mobileOf(form.get('phone_number'));
    if (form.get('answer') !== 'approve') outcome = { error_code: 'user_cancelled' };
    else if (!phone) outcome = { error_code: 'bad_request' };
    else {
      try {
        outcome =
          provider === 'simpl'
            ? { transaction_token: charges.authorize(keyId, orderId, phone) }
            : { drawdown: charges.drawdown(keyId, orderId, phone) };
      } catch (error) {
        if (!(error instanceof PayLaterError)) throw error;
        outcome = { error_code: error.code };
      }
    }
    res.writeHead(303, { location: returnTo(callbackUrl, outcome) as string, 'cache-control': 'no-store' });
    res.end();
    return true;
  };
}

import type { Order } from './ledger';
import {
  type CardSaving,
  type CheckoutLinks,
  escapeHtml,
  formatPaise,
  hiddenFields,
  linkFields,
} from './pages';
import type { Token } from './tokens';

/** The form field of a new card's "Save this card" box, and of the saved card a payment uses. */
export const SAVE_CARD_FIELD = 'save_card';
export const SAVED_CARD_FIELD = 'token';
export const SAVED_CARD_CVV_FIELD = 'token_cvv';

const expiry = (card: Token['card']) =>
  `${String(card.expiry_month).padStart(2, '0')}/${String(card.expiry_year % 100).padStart(2, '0')}`;

function savedCardForm(order: Order, links: CheckoutLinks, { id, card }: Token): string {
  const field = `cvv-${escapeHtml(id)}`;
  const what = `${card.network} card ending ${card.last4}`;
  return `<form method="post" action="/v1/checkout/${encodeURIComponent(order.id)}" data-saved-card="${escapeHtml(id)}">
${hiddenFields({ ...linkFields(links), [SAVED_CARD_FIELD]: id })}
<p><strong>${escapeHtml(what)}</strong><br><span class="note">${escapeHtml(card.name)}, expires ${expiry(card)}</span></p>
<label for="${field}">Security code of the ${escapeHtml(what)}</label>
<input id="${field}" name="${SAVED_CARD_CVV_FIELD}" type="password" inputmode="numeric" autocomplete="cc-csc" required>
<button type="submit">Pay ${escapeHtml(formatPaise(order.amount))} with this card</button></form>`;
}

/** A customer's checkout: their saved cards to pay with (the security code only), and a box to save a new one. */
export function cardSaving(order: Order, links: CheckoutLinks, cards: Token[]): CardSaving {
  const savedCards =
    cards.length === 0
      ? ''
      : `<section aria-labelledby="saved-cards"><h2 id="saved-cards">Your saved cards</h2>
${cards.map((token) => savedCardForm(order, links, token)).join('\n')}</section>
<h2>Or pay with a new card</h2>`;
  const saveBox = `<label><input type="checkbox" name="${SAVE_CARD_FIELD}" value="1" style="display:inline;width:auto">
Save this card for faster payments</label><p class="note">Saved cards are kept by the payment gateway, never by the shop.</p>`;
  return { savedCards, saveBox };
}

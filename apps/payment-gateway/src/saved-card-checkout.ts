import type { CardForm, CardSummary } from './card';
import type { Order } from './ledger';
import { SAVED_CARD_CVV_FIELD, SAVED_CARD_FIELD } from './saved-card-pages';
import type { Scenario } from './scenarios';
import { type CardToSave, hasExpired, type Token, type Vault } from './tokens';

type SavedCardChoice =
  | { ok: true; summary: CardSummary; scenario: Scenario }
  | { ok: false; message: string };

/** The saved cards a customer's checkout offers: theirs, still in date. */
export const usableCards = (vault: Vault, keyId: string, order: Order): Token[] =>
  order.customer_id
    ? vault.tokensOf(keyId, order.customer_id).filter((token) => !hasExpired(token.card))
    : [];

/**
 * The saved card the form names, paid with its security code alone (the bank's one-time password still
 * follows). Only the order's own customer's cards are found: another customer's token id is no card at all.
 */
export function chooseSavedCard(
  vault: Vault,
  keyId: string,
  order: Order,
  form: URLSearchParams,
): SavedCardChoice {
  const saved = order.customer_id
    ? vault.findToken(keyId, order.customer_id, form.get(SAVED_CARD_FIELD) ?? '')
    : undefined;
  if (!saved) return { ok: false, message: 'This saved card is no longer available; choose another card' };
  if (hasExpired(saved.token.card))
    return { ok: false, message: 'This saved card has expired; pay with another card' };
  if (!/^\d{3,4}$/.test((form.get(SAVED_CARD_CVV_FIELD) ?? '').trim())) {
    return { ok: false, message: 'The CVV must be 3 or 4 digits' };
  }
  const { last4, network, type } = saved.token.card;
  return { ok: true, summary: { last4, network, type }, scenario: saved.scenario };
}

/** What saving a card the form checked keeps (its expiry was checked as MM/YY). */
export function cardToSave(
  form: CardForm,
  digits: string,
  summary: CardSummary,
  scenario: Scenario,
): CardToSave {
  const [month, year] = form.expiry.split('/').map((part) => Number(part.trim()));
  return { summary, name: form.name.trim(), expiryMonth: month, expiryYear: 2000 + year, digits, scenario };
}

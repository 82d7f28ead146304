import type { api, EndpointResponse } from '@vitrine/contract';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { type CardShopper, knownCardCustomer } from './card-customers';
import { deleteGatewayToken, type GatewayToken, tokensOfGatewayCustomer } from './gateway-cards';
import type { PaymentGatewaySettings } from './gateway-config';

type SavedCard = EndpointResponse<typeof api.payment.getActiveUserCards>['data'][number];

const CARD_NOT_FOUND = 'Card not found';
const GATEWAY_UNREACHABLE = 'Saved cards cannot be reached just now; please try again in a minute';

/** A card is good through the end of its expiry month. */
const hasExpired = (month: number, year: number, now: Date) =>
  year * 12 + month <= now.getFullYear() * 12 + now.getMonth();

/** The SDK's card model of a gateway token: the number masked to its last four digits. */
function savedCardView(token: GatewayToken, aggregator: string, now = new Date()): SavedCard {
  const { card } = token;
  return {
    aggregator_name: aggregator,
    card_id: token.id,
    card_reference: token.id,
    card_number: `XXXX-XXXX-XXXX-${card.last4}`,
    card_name: card.name ?? '',
    card_brand: card.network,
    card_type: card.type ?? '',
    card_issuer: card.issuer ?? '',
    nickname: '',
    exp_month: card.expiry_month,
    exp_year: card.expiry_year,
    expired: hasExpired(card.expiry_month, card.expiry_year, now),
    compliant_with_tokenisation_guidelines: true,
  };
}

/** A gateway that cannot be asked is the shop's trouble, said as such (502), never a bug's 500. */
async function askGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    throw new HttpError(502, GATEWAY_UNREACHABLE);
  }
}

/** The shopper's saved cards, as the gateway has them now; none before they were ever a customer there. */
export async function savedCardsOf(
  db: Db,
  gateway: PaymentGatewaySettings | undefined,
  shopper: CardShopper,
): Promise<SavedCard[]> {
  const customerId = gateway && (await knownCardCustomer(db, gateway, shopper));
  if (!gateway || !customerId) return [];
  const tokens = await askGateway(() => tokensOfGatewayCustomer(gateway, customerId));
  return tokens.map((token) => savedCardView(token, gateway.aggregator));
}

/** One of the shopper's own saved cards; another shopper's card is not found, as an unknown one is. */
export async function savedCardOf(
  db: Db,
  gateway: PaymentGatewaySettings | undefined,
  shopper: CardShopper,
  cardId: string,
): Promise<SavedCard> {
  const card = (await savedCardsOf(db, gateway, shopper)).find((saved) => saved.card_id === cardId);
  if (!card) throw notFound(CARD_NOT_FOUND);
  return card;
}

/** Deletes one of the shopper's saved cards at the gateway, asked under their own customer id only. */
export async function removeSavedCard(
  db: Db,
  gateway: PaymentGatewaySettings | undefined,
  shopper: CardShopper,
  cardId: string,
): Promise<void> {
  const customerId = gateway && (await knownCardCustomer(db, gateway, shopper));
  if (!gateway || !customerId) throw notFound(CARD_NOT_FOUND);
  if (!(await askGateway(() => deleteGatewayToken(gateway, customerId, cardId))))
    throw notFound(CARD_NOT_FOUND);
}

import { z } from 'zod';
import { noParams, queryBool, queryText } from './common';
import { endpoint } from './endpoint';

const BASE = '/service/application/payment/v1.0';
const text = z.string().nullable().optional();

/** A saved card's id as the gateway names it (its token): letters, digits, `_` and `-` only. */
const cardId = z
  .string('card_id is required')
  .min(1, 'card_id is required')
  .max(64, 'card_id must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'card_id must be the card_id of one of your saved cards');

/** A saved card (the SDK's Card model): the masked number and what the gateway says of the card, no more. */
const SavedCard = z.looseObject({
  aggregator_name: z.string(),
  card_id: text,
  card_reference: text,
  card_token: text,
  card_number: text,
  card_name: text,
  card_type: text,
  card_brand: text,
  card_issuer: text,
  card_isin: text,
  card_fingerprint: text,
  card_brand_image: text,
  nickname: text,
  exp_month: z.number().nullable().optional(),
  exp_year: z.number().nullable().optional(),
  expired: z.boolean().nullable().optional(),
  compliant_with_tokenisation_guidelines: z.boolean().nullable().optional(),
});

/** Saved cards, tokenised at the gateway: the shop keeps no card number, CVV or even the list of cards. */
export const paymentCards = {
  getActiveCardAggregator: endpoint({
    method: 'GET',
    path: `${BASE}/card/aggregator`,
    params: noParams,
    query: z.strictObject({ refresh: queryBool('refresh').optional() }),
    body: undefined,
    response: z.looseObject({
      success: z.boolean(),
      message: z.string(),
      cards: z.looseObject({ aggregator: z.string(), api: text, customer_id: text }),
    }),
  }),
  getActiveUserCards: endpoint({
    method: 'GET',
    path: `${BASE}/cards`,
    params: noParams,
    query: z.strictObject({ force_refresh: queryBool('force_refresh').optional() }),
    body: undefined,
    response: z.looseObject({ success: z.boolean(), message: z.string(), data: z.array(SavedCard) }),
  }),
  deleteUserCard: endpoint({
    method: 'POST',
    path: `${BASE}/card/remove`,
    params: noParams,
    query: z.strictObject({}),
    body: z.strictObject({ card_id: cardId }),
    response: z.looseObject({ success: z.boolean(), message: text }),
  }),
  /** Confirms a card the shopper saved at the gateway is theirs to pay with (cards are saved while paying). */
  attachCardToCustomer: endpoint({
    method: 'POST',
    path: `${BASE}/card/attach`,
    params: noParams,
    query: z.strictObject({}),
    body: z.strictObject({
      card_id: cardId,
      nickname: z.string().max(50, 'nickname must be at most 50 characters').optional(),
      name_on_card: z.string().max(100, 'name_on_card must be at most 100 characters').optional(),
      refresh: z.boolean().nullable().optional(),
    }),
    response: z.looseObject({ success: z.boolean(), message: z.string().optional(), data: SavedCard }),
  }),
  /** The card's network from its IIN (the first digits); only those digits are read, whatever is sent. */
  cardDetails: endpoint({
    method: 'GET',
    path: `${BASE}/cards/info/{card_info}`,
    params: z.object({
      card_info: z
        .string()
        .regex(/^\d{6,19}$/, 'card_info must be the first 6 or more digits of the card number (its IIN)'),
    }),
    query: z.strictObject({ aggregator: queryText(40, 'aggregator').optional() }),
    body: undefined,
    response: z.looseObject({
      success: z.boolean(),
      data: z.looseObject({
        status: z.boolean(),
        id: z.string(),
        card_object: z.string(),
        card_brand: z.string(),
        type: z.string(),
        card_sub_type: z.string().nullable(),
        extended_card_type: z.string(),
        is_domestic_card: z.boolean(),
        country: z.string(),
        bank: z.string(),
        bank_code: z.string().nullable(),
      }),
    }),
  }),
} as const;

import { z } from 'zod';
import { type HandOffPage, handOffTo, keptFor } from './sealed-cookie.server';

/** The shop's card form for a provider the browser posts the card to itself (Juspay-style, spec §8). */
const CARD_FORM_PAGE: HandOffPage = {
  path: '/cart/card-form',
  cookie: 'vitrine.cardform',
  // Long enough to type a card and try another after a refusal.
  maxAgeSeconds: 15 * 60,
};

const httpUrl = z.string().refine((text) => /^https?:$/.test(URL.parse(text)?.protocol ?? ''));
const id = z.string().regex(/^[\w-]{1,60}$/);

/** What a checkout answer carries for a Juspay-style card payment (payment_flow 'api'): never a secret. */
const CardAnswer = z.object({
  payment_flow: z.literal('api'),
  aggregator: z.string().max(40),
  api_link: httpUrl,
  merchant_id: id,
  order_id: id,
});

/** The form as kept for the page: where the card goes and the ids it names. */
const KeptCardForm = z.object({
  provider: z.string().max(40),
  action: httpUrl,
  merchantId: id,
  orderId: id,
});

/**
 * When a checkout answer is a card for the browser to post to the provider: where the browser goes next (this
 * shop's card form) and the cookie keeping what the form needs, sealed for the shopper's session. Undefined for
 * any other answer.
 */
export function cardFormHandOff(request: Request, data: unknown, orderStatus: string) {
  const parsed = CardAnswer.safeParse(data);
  const kept: z.output<typeof KeptCardForm> | undefined = parsed.success
    ? {
        provider: parsed.data.aggregator,
        action: parsed.data.api_link,
        merchantId: parsed.data.merchant_id,
        orderId: parsed.data.order_id,
      }
    : undefined;
  return handOffTo(CARD_FORM_PAGE, request, orderStatus, kept);
}

/** The card form's data for the order in the address; without it (expired, another session), the order's status. */
export function loadCardForm(request: Request) {
  const { kept } = keptFor(CARD_FORM_PAGE, request, KeptCardForm);
  return kept;
}

import { z } from 'zod';
import { type HandOffPage, handOffTo, keptFor } from './sealed-cookie.server';

/** The shop's page that opens a provider's checkout popup (Razorpay-style Standard Checkout). */
const POPUP_PAGE: HandOffPage = {
  path: '/cart/pay-popup',
  cookie: 'vitrine.paypopup',
  // Long enough to retry a dismissed popup a few times.
  maxAgeSeconds: 15 * 60,
};

const httpUrl = z.string().refine((text) => /^https?:$/.test(URL.parse(text)?.protocol ?? ''));
const id = z.string().regex(/^[\w-]{1,60}$/);

/** What a checkout answer carries for a popup provider (payment_flow 'popup'): never a secret. */
const PopupAnswer = z.object({
  payment_flow: z.literal('popup'),
  aggregator: z.string().max(40),
  script_url: httpUrl,
  key_id: id,
  aggregator_order_id: id,
  amount: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  redirect_url: httpUrl,
});

/** The popup as kept for the page: what the provider's script is opened with. */
const KeptPopup = z.object({
  provider: z.string().max(40),
  scriptUrl: httpUrl,
  keyId: id,
  gatewayOrderId: id,
  amount: z.number().int().positive(),
  currency: z.string(),
  fallbackUrl: httpUrl,
});
type KeptPopup = z.output<typeof KeptPopup>;

/**
 * When a checkout answer is a popup to open: where the browser goes next (this shop's popup page) and the cookie
 * that keeps what the popup needs, sealed for the shopper's session. Undefined for any other answer.
 */
export function popupHandOff(request: Request, data: unknown, orderStatus: string) {
  const parsed = PopupAnswer.safeParse(data);
  const kept: KeptPopup | undefined = parsed.success
    ? {
        provider: parsed.data.aggregator,
        scriptUrl: parsed.data.script_url,
        keyId: parsed.data.key_id,
        gatewayOrderId: parsed.data.aggregator_order_id,
        amount: parsed.data.amount,
        currency: parsed.data.currency,
        fallbackUrl: parsed.data.redirect_url,
      }
    : undefined;
  return handOffTo(POPUP_PAGE, request, orderStatus, kept);
}

/** The popup page's data for the order in the address; without it (expired, another session), the order's status. */
export function loadPopupCheckout(request: Request) {
  const { kept, statusUrl } = keptFor(POPUP_PAGE, request, KeptPopup);
  return { orderId: new URL(request.url).searchParams.get('order_id') ?? '', ...kept, statusUrl };
}

import { parse, serialize } from 'cookie';
import { redirect } from 'react-router';
import { z } from 'zod';
import { requestCookies, SESSION_COOKIE } from '../account/session.server';
import { BAG_PATH } from '../cart/cart-paths';
import { arrivedOverHttps } from '../forms.server';
import { ORDER_STATUS_PATH } from './flow';
import { openForSession, sealForSession } from './sealed-cookie.server';

/** The shop's page that opens a provider's checkout popup (Razorpay-style Standard Checkout). */
const POPUP_PATH = '/cart/pay-popup';
const COOKIE = 'vitrine.paypopup';
/** Long enough to retry a dismissed popup a few times; a new checkout answers a new one. */
const MAX_AGE_SECONDS = 15 * 60;
const ORDER_ID = /^[\w-]{1,60}$/;

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

/** The popup as kept for the page: which order it pays and what the provider's script is opened with. */
const KeptPopup = z.object({
  orderId: z.string().max(60),
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
  const session = requestCookies(request)[SESSION_COOKIE];
  const query = new URL(orderStatus, 'http://shop').searchParams;
  const orderId = query.get('order_id') ?? '';
  if (!parsed.success || !session || !ORDER_ID.test(orderId)) return undefined;
  const kept: KeptPopup = {
    orderId,
    provider: parsed.data.aggregator,
    scriptUrl: parsed.data.script_url,
    keyId: parsed.data.key_id,
    gatewayOrderId: parsed.data.aggregator_order_id,
    amount: parsed.data.amount,
    currency: parsed.data.currency,
    fallbackUrl: parsed.data.redirect_url,
  };
  const cookie = serialize(COOKIE, sealForSession(kept, session), {
    // Not the page's own path: a client-side navigation loads its data from /cart/pay-popup.data.
    path: '/cart',
    httpOnly: true,
    sameSite: 'lax',
    secure: arrivedOverHttps(request),
    maxAge: MAX_AGE_SECONDS,
  });
  return { url: `${POPUP_PATH}?${query}`, cookie };
}

/** The popup page's data for the order in the address; without it (expired, another session), the order's status. */
export function loadPopupCheckout(request: Request) {
  const query = new URL(request.url).searchParams;
  const orderId = query.get('order_id') ?? '';
  if (!ORDER_ID.test(orderId)) throw redirect(BAG_PATH);
  const raw = parse(request.headers.get('cookie') ?? '')[COOKIE];
  const parsed = KeptPopup.safeParse(openForSession(raw, requestCookies(request)[SESSION_COOKIE]));
  const statusUrl = `${ORDER_STATUS_PATH}?${query}`;
  if (!parsed.success || parsed.data.orderId !== orderId) throw redirect(statusUrl);
  return { ...parsed.data, statusUrl };
}

import { randomUUID } from 'node:crypto';
import { NO_ADDRESS_DATA, PAYMENT_OPTIONS_REQUIRED } from '@vitrine/contract';
import { redirect } from 'react-router';
import { failureMessage, failureStatus } from '../account/form.server';
import { requestCookies, SESSION_COOKIE } from '../account/session.server';
import { type AddressCard, addressCards } from '../address/address-book.server';
import { type Bag, bagOf } from '../cart/bag.server';
import { BAG_PATH } from '../cart/cart-paths';
import { apiErrorStatus } from '../catalog/page-error.server';
import { arrivedOverHttps } from '../forms.server';
import type { StorefrontContext } from '../load-context';
import { cardFormHandOff } from './card-form.server';
import { ATTEMPT_FIELD } from './checkout-forms';
import { checkoutPageError, deliveryOf, refuse } from './checkout-page.server';
import { type CheckoutLayout, type CheckoutState, orderStatusUrl } from './flow';
import { orderSummaryCookie } from './order-summary.server';
import { payLaterReturnUrl } from './pay-later.server';
import { chosenOption, paymentOptionsOf } from './payment-modes';
import { popupHandOff } from './popup-checkout.server';
import { providerFormHandOff } from './provider-form.server';
import { type CheckoutCart, cartSummaryOf, type Shipment, shipmentsOf } from './shipments';
import { upiPageUrl } from './upi.server';

export interface ReviewData {
  cart: CheckoutCart;
  lines: Bag['lines'];
  address: AddressCard;
  /** The chosen mode as the shop names it ('Cash on Delivery'). */
  paymentMode: string;
  shipments: Shipment[];
  /** Names this attempt at placing the order: one per render of the page, so a retry places no second order. */
  attempt: string;
}

/** The platform's rule for an idempotency key: 8 to 100 visible characters. */
const ATTEMPT_KEY = /^[\x21-\x7e]{8,100}$/;

/**
 * The review step: the cart priced with the chosen mode (the COD fee with it, spec §2), its lines, the address
 * it goes to with each shipment's promise, and the mode by the shop's name for it.
 */
export async function loadReview(
  context: StorefrontContext,
  state: CheckoutState,
  layout: CheckoutLayout,
): Promise<ReviewData> {
  const { cart, payment } = context.sdk;
  const gone = checkoutPageError(deliveryOf(state, layout));
  const which = { id: state.cartId, buyNow: state.buyNow };
  const cod = state.payment?.mode === 'COD';
  const [priced, address, shipments, modes] = await Promise.all([
    cart.getCart({ ...which, i: true, b: true, ...(cod ? { c: true } : {}) }),
    cart.getAddressById({ id: state.addressId ?? '' }),
    cart.getShipments({ ...which, addressId: state.addressId }),
    payment.getPaymentModeRoutes({ cartId: state.cartId }),
  ]).catch(gone);
  const bag = bagOf(priced);
  if (bag.lines.length === 0) throw redirect(BAG_PATH);
  const [card] = await addressCards(context, [address]);
  const mode = chosenOption(paymentOptionsOf(modes), state.payment);
  return {
    cart: cartSummaryOf(bag, state.buyNow),
    lines: bag.lines,
    address: card,
    paymentMode: mode?.display ?? state.payment?.mode ?? '',
    shipments: shipmentsOf(shipments),
    attempt: randomUUID(),
  };
}

const NAME_LENGTH = 120;

/** The gateway's page a checkout answer sends the shopper to, when the order is paid online. */
function onlinePaymentPage(data: unknown): string | undefined {
  const page = (data as { redirect_url?: unknown } | undefined)?.redirect_url;
  if (typeof page !== 'string') return undefined;
  const url = URL.parse(page);
  return url && /^https?:$/.test(url.protocol) ? url.href : undefined;
}

/**
 * Places the order (cart/v2.0 checkout) for the state's cart, address and mode, named by the page's attempt key
 * so that a double click or a resent form places it once; then the order-status page, which is told what was
 * bought by a short-lived cookie (order-summary.server.ts). A refusal (409 too few left, 400 a coupon or
 * address that no longer holds) is the platform's message, with the way back to the cart.
 */
export async function placeOrderAction(
  context: StorefrontContext,
  request: Request,
  state: CheckoutState,
  form: FormData,
) {
  const intent = 'place-order';
  if (!state.addressId) return refuse(intent, NO_ADDRESS_DATA);
  const payment = state.payment;
  if (!payment) return refuse(intent, PAYMENT_OPTIONS_REQUIRED);
  const sent = form.get(ATTEMPT_FIELD);
  const attempt = typeof sent === 'string' && ATTEMPT_KEY.test(sent) ? sent : randomUUID();
  const billing = state.billingAddressId ?? state.addressId;
  // Paid online, the gateway sends the shopper back here; the platform adds the order's id to it.
  const callback = new URL(
    orderStatusUrl({
      success: true,
      cartId: state.cartId,
      addressId: state.addressId,
      billingAddressId: billing,
    }),
    request.url,
  );
  // Pay later comes back to the shop's pay-later page, which charges Simpl's token before the order's status.
  if (payment.mode === 'PL')
    callback.href = new URL(payLaterReturnUrl(callback.href, payment.aggregator ?? ''), callback).href;
  if (arrivedOverHttps(request)) callback.protocol = 'https:';
  try {
    const answer = await context.sdk.cart.checkoutCartV2({
      buyNow: state.buyNow,
      body: {
        id: state.cartId,
        address_id: state.addressId,
        billing_address_id: billing,
        payment_mode: payment.mode,
        aggregator: payment.aggregator,
        payment_identifier: payment.identifier,
        merchant_code: payment.merchantCode,
        callback_url: callback.href,
        payment_methods: [
          {
            mode: payment.mode,
            payment: 'required',
            payment_meta: {
              payment_gateway: payment.aggregator,
              payment_identifier: payment.identifier,
              merchant_code: payment.merchantCode,
            },
          },
        ],
      },
      requestHeaders: { 'Idempotency-Key': attempt },
    });
    if (!answer.success || !answer.order_id) {
      return refuse(intent, answer.message || 'Something went wrong', { status: 409, mendInBag: true });
    }
    const bag = bagOf(answer.cart);
    const headers = new Headers();
    const session = requestCookies(request)[SESSION_COOKIE];
    if (session) {
      const summary = {
        orderId: answer.order_id,
        total: bag.breakup.find((row) => row.key === 'total')?.value ?? 0,
        currencySymbol: bag.currencySymbol,
        paymentMode: payment.mode,
        lines: bag.lines.map((line) => ({
          id: line.identifier.slice(0, 100),
          name: line.name.slice(0, NAME_LENGTH),
          size: line.size.slice(0, 40),
          quantity: line.quantity,
        })),
        more: 0,
      };
      headers.append('Set-Cookie', orderSummaryCookie(summary, session, arrivedOverHttps(request)));
    }
    const next = orderStatusUrl({
      success: true,
      orderId: answer.order_id,
      cartId: answer.cart?.id ?? state.cartId,
      uid: answer.cart?.uid,
      addressId: state.addressId,
      billingAddressId: billing,
    });
    // UPI is paid by a collect request the shop's own page sends; other online modes on the gateway's page.
    const total = Number((answer.data as { total?: unknown } | undefined)?.total);
    if (payment.mode === 'UPI' && total > 0) {
      return redirect(upiPageUrl(next, Math.round(total * 100)), { status: 303, headers });
    }
    const handOff =
      providerFormHandOff(request, answer.data, next) ??
      popupHandOff(request, answer.data, next) ??
      cardFormHandOff(request, answer.data, next);
    if (handOff) headers.append('Set-Cookie', handOff.cookie);
    if (handOff) return redirect(handOff.url, { status: 303, headers });
    const gatewayPage = onlinePaymentPage(answer.data);
    if (gatewayPage) return redirect(gatewayPage, { status: 303, headers });
    return redirect(next, { status: 303, headers });
  } catch (error) {
    const status = apiErrorStatus(error);
    // The cart is gone (placed from another tab, say): its order, if any, is the platform's to show.
    if (status === 404) return redirect(BAG_PATH, 303);
    return refuse(intent, failureMessage(error), {
      status: failureStatus(error),
      mendInBag: status === 409 || status === 400,
    });
  }
}

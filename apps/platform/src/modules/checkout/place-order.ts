import { NO_ADDRESS_DATA } from '@vitrine/contract';

import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { ADDRESS_NOT_FOUND, addressView } from '../address/addresses';
import { findAddress } from '../address/addresses-sql';
import { priceCart, type Seller } from '../cart/cart';
import type { CartRow } from '../cart/cart-sql';
import { cartView, isBuyable } from '../cart/cart-view';
import { rupees } from '../catalog/views';
import { pincodeDirectory } from '../logistics/localities';
import { cardCustomerFor } from '../payment/card-customers';
import type { PaymentGatewaySettings } from '../payment/gateway-config';
import { recordOnlinePayment, startOnlinePayment } from '../payment/online-payment';
import { providerFor } from '../payment/providers/registry';
import { newOrderId } from './order-ids';
import { type Placement, placeOrderSteps } from './order-steps';
import { earlierAnswer, isUniqueViolation, lastAttemptFailed, liveOrderOf } from './orders-sql';
import { releaseOrder } from './release-orders';
import { runSteps } from './workflow';

/** What an order to a pincode the shop does not deliver to is refused with (as the logistics calls say it). */
const NOT_SERVICEABLE = 'Pincode not serviceable';

export interface CheckoutRequest {
  cartId?: string;
  buyNow: boolean;
  addressId?: string;
  billingAddressId?: string;
  paymentMode: string;
  /** Names the provider where several share the mode (pay later: Simpl or Potlee). */
  aggregator?: string;
  idempotencyKey?: string;
  callbackUrl?: string;
  meta: Record<string, unknown>;
}

interface Shopper {
  applicationId: string;
  userId: string;
  seller: Seller;
}

/** The cart to check out, locked for this transaction: the named one, else the shopper's open (buy-now) cart. */
async function lockedCart(trx: Db, shopper: Shopper, request: CheckoutRequest): Promise<CartRow> {
  let query = trx
    .selectFrom('carts')
    .selectAll()
    .where('application_id', '=', shopper.applicationId)
    .where('user_id', '=', shopper.userId);
  query = request.cartId
    ? query.where('id', '=', request.cartId)
    : query.where('status', '=', 'open').where('buy_now', '=', request.buyNow);
  const cart = await query.forUpdate().executeTakeFirst();
  if (!cart) throw notFound('Cart not found');
  return cart;
}

async function addressOf(trx: Db, shopper: Shopper, id: string) {
  const row = await findAddress(trx, { id: shopper.userId, application_id: shopper.applicationId }, id);
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return addressView(row) as Record<string, unknown>;
}

/**
 * Places the order for a shopper's cart. Prices, coupon, fees and totals are worked out again here from the
 * stored cart, never taken from the request. A retried request (the same idempotency key, or the same cart once
 * ordered) gets the first answer again, and two at once place one order: the cart's row lock puts them in line.
 */
export async function placeOrder(
  db: Db,
  shopper: Shopper,
  request: CheckoutRequest,
  gateway?: PaymentGatewaySettings,
): Promise<Record<string, unknown>> {
  const retried = request.idempotencyKey
    ? await earlierAnswer(db, shopper.applicationId, shopper.userId, {
        idempotencyKey: request.idempotencyKey,
      })
    : undefined;
  if (retried) return retried;
  // Outside the transaction: making the shopper's gateway customer is a round trip that must hold no lock.
  // Only the Razorpay-style card (no flow of its own) saves cards at the gateway's customer.
  const cardProvider = gateway && providerFor(request.paymentMode, gateway, request.aggregator);
  const cardCustomerId =
    gateway && cardProvider && cardProvider.mode === 'CARD' && !cardProvider.online
      ? await cardCustomerFor(db, gateway, shopper)
      : undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      const cart = await lockedCart(trx, shopper, request);
      if (cart.status !== 'open') {
        const first = await earlierAnswer(trx, shopper.applicationId, shopper.userId, { cartId: cart.id });
        if (first) return first;
        throw notFound('Cart not found');
      }
      const waiting = await liveOrderOf(trx, cart.id);
      if (waiting) {
        // The cart's order awaits its online payment. Unchanged, the cart answers that order again (its payment
        // page); changed since, or its payment declined, that order gives way, its stock and coupon back, and
        // the cart is ordered anew (a hidden form's txnid cannot be paid twice).
        const stale =
          new Date(cart.updated_at) > new Date(waiting.created_at) ||
          (await lastAttemptFailed(trx, waiting.id));
        if (!stale || !(await releaseOrder(trx, waiting.id))) return waiting.checkout_answer;
      }
      const priced = await priceCart(trx, shopper.applicationId, shopper.seller, cart, {
        paymentMode: request.paymentMode,
      });
      if (priced.lines.length === 0) throw badRequest('Your cart is empty');
      const unbuyable = priced.lines.find((line) => !isBuyable(line));
      if (unbuyable) {
        const what = `${unbuyable.name} (${unbuyable.size_display})`;
        throw new HttpError(
          409,
          unbuyable.stock > 0 && unbuyable.is_active
            ? `Only ${unbuyable.stock} of ${what} left`
            : `${what} is out of stock`,
        );
      }
      if (priced.coupon && !priced.coupon.judgement.valid) throw badRequest(priced.coupon.judgement.message);
      const provider = providerFor(request.paymentMode, gateway, request.aggregator);
      if (!provider) throw badRequest(`Payment mode ${request.paymentMode} is not offered by this shop`);
      const refusal = provider.refusal({
        total: priced.totals.total - priced.totals.cod,
        rules: priced.rules,
      });
      if (refusal) throw badRequest(refusal);
      const addressId = request.addressId || cart.shipping_address_id;
      if (!addressId) throw badRequest(NO_ADDRESS_DATA);
      const shippingAddress = await addressOf(trx, shopper, addressId);
      const pincode = String(shippingAddress.area_code ?? '');
      const directory = await pincodeDirectory(trx, shopper.applicationId);
      if (!directory.some((entry) => entry.pincode === pincode)) throw badRequest(NOT_SERVICEABLE);
      const billingId = request.billingAddressId || cart.billing_address_id || addressId;
      const billingAddress =
        billingId === addressId ? shippingAddress : await addressOf(trx, shopper, billingId);

      const orderId = newOrderId();
      const view = cartView(priced);
      const answer = {
        success: true,
        message: 'Order placed',
        order_id: orderId,
        callback_url: request.callbackUrl ?? '',
        payment_confirm_url: '',
        app_intercept_url: '',
        data: { order_id: orderId, payment_mode: provider.mode, total: rupees(priced.totals.total) },
        cart: {
          id: cart.id,
          cart_id: Number(cart.uid),
          uid: String(cart.uid),
          order_id: orderId,
          success: true,
          is_valid: true,
          message: '',
          checkout_mode: cart.checkout_mode,
          buy_now: cart.buy_now,
          cod_available: provider.mode === 'COD',
          cod_charges: rupees(priced.totals.cod),
          delivery_charges: rupees(priced.totals.delivery),
          items: view.items,
          breakup_values: view.breakup_values,
        },
      };
      const coupon = priced.coupon;
      const placement: Placement = {
        trx,
        applicationId: shopper.applicationId,
        userId: shopper.userId,
        cartId: cart.id,
        taken: priced.lines,
        countedCoupon:
          coupon?.judgement.valid && coupon.row.uses_per_shopper !== null ? coupon.row.code : undefined,
        cart,
        priced,
        provider,
        shippingAddress,
        billingAddress,
        orderId,
        idempotencyKey: request.idempotencyKey,
        answer,
        meta: request.meta,
      };
      // Paid online: the shopper goes to the gateway's page; only the gateway's own word will place the order.
      const online =
        !provider.collectsOnDelivery && gateway
          ? await startOnlinePayment(
              gateway,
              {
                orderId,
                amount: priced.totals.total,
                callbackUrl: request.callbackUrl,
                cardCustomerId,
                payer: billingAddress,
              },
              provider,
            )
          : undefined;
      if (online) {
        answer.message = 'Order created; awaiting payment';
        answer.payment_confirm_url = online.redirectUrl;
        Object.assign(answer.data, {
          aggregator: online.aggregator,
          aggregator_order_id: online.gatewayOrderId,
          ...online.answer,
          redirect_url: online.redirectUrl,
        });
      }
      await runSteps(placeOrderSteps(provider), placement);
      if (online) {
        await recordOnlinePayment(trx, online, {
          applicationId: shopper.applicationId,
          orderId,
          amount: priced.totals.total,
        });
      }
      await trx.updateTable('carts').set({ updated_at: sql`now()` }).where('id', '=', cart.id).execute();
      return answer;
    });
  } catch (error) {
    // The same idempotency key sent with another cart at the same moment: the first order answers.
    if (isUniqueViolation(error) && request.idempotencyKey) {
      const first = await earlierAnswer(db, shopper.applicationId, shopper.userId, request);
      if (first) return first;
    }
    throw error;
  }
}

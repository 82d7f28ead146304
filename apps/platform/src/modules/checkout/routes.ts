import { api, NO_ADDRESS_SELECTED, PAYMENT_OPTIONS_REQUIRED } from '@vitrine/contract';
import type { Context } from 'hono';
import { sql } from 'kysely';
import type { AppEnv, Services } from '../../http/context';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import type { On } from '../../http/route';
import { ADDRESS_NOT_FOUND } from '../address/addresses';
import { findAddress } from '../address/addresses-sql';
import { existingCart, namedCart, priceCart } from '../cart/cart';
import { cartCaller } from '../cart/cart-owner';
import { cartById } from '../cart/cart-sql';
import { cartView } from '../cart/cart-view';
import { rupees } from '../catalog/views';
import { pincodeDirectory } from '../logistics/localities';
import { providerFor } from '../payment/providers/registry';
import { orderAttribution } from './order-attribution';
import { type CheckoutRequest, placeOrder } from './place-order';
import { shipmentsOf } from './shipments';

const endpoints = api.cart;
/** The header a caller names a checkout attempt with, so that a retry of it places no second order. */
const IDEMPOTENCY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,100}$/;

/** Checkout: choosing the address and payment mode, shipments, and placing the order (cart/v1.0, v2.0). */
export function registerCheckout(on: On, services: Services): void {
  const { db } = services;
  const seller = (c: Context<AppEnv>) => ({
    uid: c.get('application').companyId,
    name: c.get('application').name,
  });
  const signedIn = async (c: Context<AppEnv>) => {
    const caller = await cartCaller(db, c);
    if (!caller.userId) throw unauthorized('User is not logged in');
    return { caller, userId: caller.userId, applicationId: c.get('application').id };
  };
  const ownAddress = async (c: Context<AppEnv>, userId: string, id: string) => {
    const row = await findAddress(db, { id: userId, application_id: c.get('application').id }, id);
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    return row;
  };
  const answerCart = async (c: Context<AppEnv>, cartId: string) =>
    cartView(await priceCart(db, c.get('application').id, seller(c), await cartById(db, cartId)));

  on(endpoints.selectAddress, async ({ query, body }, c) => {
    const { caller, userId } = await signedIn(c);
    if (!body.id) throw badRequest(NO_ADDRESS_SELECTED);
    const cart = await existingCart(db, caller, { id: body.cart_id || query.cart_id, buyNow: query.buy_now });
    const address = await ownAddress(c, userId, body.id);
    const billing = body.billing_address_id || body.id;
    if (billing !== body.id) await ownAddress(c, userId, billing);
    await db
      .updateTable('carts')
      .set({ shipping_address_id: body.id, billing_address_id: billing, updated_at: sql`now()` })
      .where('id', '=', cart.id)
      .execute();
    const answer = await answerCart(c, cart.id);
    // Chosen, but the shop cannot deliver there: the answer says so (spec §8: a not-valid result's message).
    const pincode = String(address.details.area_code ?? '');
    const directory = await pincodeDirectory(db, c.get('application').id);
    if (!directory.some((entry) => entry.pincode === pincode)) {
      return { ...answer, is_valid: false, message: 'Pincode not serviceable' };
    }
    return answer;
  });

  on(endpoints.selectPaymentMode, async ({ query, body }, c) => {
    const { caller, userId } = await signedIn(c);
    const cart = await existingCart(db, caller, { id: body.id || query.id, buyNow: query.buy_now });
    if (body.address_id) await ownAddress(c, userId, body.address_id);
    if (!body.payment_mode) throw badRequest('payment_mode is required');
    const provider = providerFor(body.payment_mode, services.config.paymentGateway, body.aggregator_name);
    if (!provider) throw badRequest(`Payment mode ${body.payment_mode} is not offered by this shop`);
    const priced = await priceCart(db, c.get('application').id, seller(c), cart, { paymentMode: '' });
    const refusal = provider.refusal({ total: priced.totals.total, rules: priced.rules });
    if (refusal) throw badRequest(refusal);
    const payment = {
      mode: provider.mode,
      identifier: body.payment_identifier ?? provider.mode,
      aggregator: provider.aggregator,
      merchant_code: body.merchant_code ?? provider.mode,
    };
    await db
      .updateTable('carts')
      .set({ payment: JSON.stringify(payment), updated_at: sql`now()` })
      .where('id', '=', cart.id)
      .execute();
    return answerCart(c, cart.id);
  });

  on(endpoints.validateCouponForPayment, async ({ query }, c) => {
    const caller = await cartCaller(db, c);
    const cart = await existingCart(db, caller, { id: query.id, buyNow: query.buy_now });
    const priced = await priceCart(db, c.get('application').id, seller(c), cart, {
      paymentMode: query.payment_mode,
    });
    if (!priced.coupon) {
      return {
        success: true,
        message: '',
        coupon_validity: { valid: true, code: null, discount: 0, title: '' },
      };
    }
    // Judged by priceCart for the mode asked about, with the shopper's earlier uses.
    const { judgement } = priced.coupon;
    const message = judgement.valid ? '' : judgement.message;
    return {
      success: true,
      message,
      coupon_validity: {
        valid: judgement.valid,
        code: priced.coupon.row.code,
        title: priced.coupon.row.title,
        discount: judgement.valid ? rupees(judgement.discount) : 0,
        display_message_en: message || null,
        next_validation_required: false,
      },
    };
  });

  on(endpoints.getShipments, async ({ query }, c) => {
    const caller = await cartCaller(db, c);
    const cart = await namedCart(db, caller, { id: query.id, buyNow: query.buy_now });
    if (query.address_id) {
      if (!caller.userId) throw unauthorized('User is not logged in');
      await ownAddress(c, caller.userId, query.address_id);
    }
    const priced = await priceCart(db, c.get('application').id, seller(c), cart);
    return shipmentsOf(priced, { db, addressId: query.address_id, areaCode: query.area_code });
  });

  const checkout = async (
    c: Context<AppEnv>,
    request: Omit<CheckoutRequest, 'idempotencyKey' | 'meta'>,
    body: Parameters<typeof orderAttribution>[2] & { meta?: Record<string, unknown> },
  ) => {
    const { userId, applicationId } = await signedIn(c);
    const meta = { ...body.meta, ...(await orderAttribution(db, applicationId, body)) };
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      throw badRequest('Idempotency-Key must be 8 to 100 visible characters');
    }
    const answer = await placeOrder(
      db,
      { applicationId, userId, seller: seller(c) },
      { ...request, meta, idempotencyKey: key },
      services.config.paymentGateway,
    );
    await services.changes.publish('catalogue');
    return answer;
  };

  on(endpoints.checkoutCart, ({ query, body }, c) =>
    checkout(
      c,
      {
        cartId: body.id ?? body.cart_id ?? undefined,
        buyNow: query.buy_now ?? false,
        addressId: body.address_id,
        billingAddressId: body.billing_address_id,
        paymentMode: body.payment_mode,
        callbackUrl: body.callback_url ?? undefined,
      },
      body,
    ),
  );

  on(endpoints.checkoutCartV2, ({ query, body }, c) => {
    const method = body.payment_methods[0];
    if (!method) throw badRequest(PAYMENT_OPTIONS_REQUIRED);
    if (body.payment_mode && method.mode.toUpperCase() !== body.payment_mode.toUpperCase()) {
      throw badRequest('payment_mode must be the mode of payment_methods');
    }
    return checkout(
      c,
      {
        cartId: body.id ?? body.cart_id ?? undefined,
        buyNow: query.buy_now ?? false,
        addressId: body.address_id,
        billingAddressId: body.billing_address_id,
        paymentMode: method.mode,
        aggregator: method.payment_meta?.payment_gateway ?? body.aggregator ?? undefined,
        callbackUrl: body.callback_url ?? undefined,
      },
      body,
    );
  });
}

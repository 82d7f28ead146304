import { api } from '@vitrine/contract';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { badRequest } from '../../http/errors';
import type { On } from '../../http/route';
import { namedCart, priceCart } from '../cart/cart';
import { cartCaller } from '../cart/cart-owner';
import { signedInUser } from '../user/signed-in';
import { aggregatorsConfig } from './aggregators-config';
import { createPaymentOrder } from './payment-orders';
import { posPaymentOptions } from './pos-payment-options';
import { resendOrCancelPayment } from './resend-or-cancel';

const PINCODE = /^\d{6}$/;

/**
 * The aggregators' public keys, the point-of-sale payment modes, and what a shopper does with their own order
 * awaiting payment: a payment order at the gateway, or the UPI request it waits on sent again or cancelled.
 * Another shopper's order answers 404, as one never made.
 */
export function registerPaymentOrders(on: On, services: Services): void {
  const { db, config } = services;
  const signedIn = signedInUser(services);
  const shopper = async (c: Context<AppEnv>) => ({
    applicationId: c.get('application').id,
    userId: (await signedIn(c)).id,
  });

  on(api.payment.getAggregatorsConfig, () => aggregatorsConfig(config.paymentGateway));

  on(api.payment.getPosPaymentModeRoutes, async ({ query }, c) => {
    if (query.pincode && !PINCODE.test(query.pincode)) throw badRequest('pincode must be 6 digits');
    const app = c.get('application');
    const caller = await cartCaller(db, c);
    // The cart's own total when the call names a cart (or the caller has one), else the amount given.
    const cart = await namedCart(db, caller, { id: query.cart_id });
    const priced = await priceCart(db, app.id, { uid: app.companyId, name: app.name }, cart, {
      paymentMode: '',
    });
    const total = cart ? priced.totals.total : Math.round((query.amount ?? 0) * 100);
    return posPaymentOptions({ total, rules: priced.rules }, config.paymentGateway, query.order_type);
  });

  on(api.payment.createPaymentOrder, async ({ body }, c) => {
    const [method] = body.payment_methods ?? [];
    return createPaymentOrder(db, config, config.paymentGateway, c.get('application'), await shopper(c), {
      orderId: body.order_id,
      method: method && {
        mode: method.mode,
        amount: method.amount,
        paymentGateway: method.meta.payment_gateway,
      },
    });
  });

  on(api.payment.resendOrCancelPayment, async ({ body }, c) =>
    resendOrCancelPayment(db, config.paymentGateway, await shopper(c), {
      orderId: body.order_id,
      requestType: body.request_type,
    }),
  );
}

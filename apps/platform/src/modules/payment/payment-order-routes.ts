import { api } from '@vitrine/contract';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { badRequest } from '../../http/errors';
import type { On } from '../../http/route';
import { signedInUser } from '../user/signed-in';
import { aggregatorsConfig } from './aggregators-config';
import { paymentContextOf } from './payment-context';
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
    const { context } = await paymentContextOf(db, c, query);
    return posPaymentOptions(context, config.paymentGateway, query.order_type);
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

import { api } from '@vitrine/contract';
import type { Services } from '../../http/context';
import type { On } from '../../http/route';
import { namedCart, priceCart } from '../cart/cart';
import { cartCaller } from '../cart/cart-owner';
import { paymentOptions } from './payment-options';

/** The payment module: for now the modes checkout offers (online payments plug into the same registry). */
export function registerPayment(on: On, services: Services): void {
  const { db } = services;
  on(api.payment.getPaymentModeRoutes, async ({ query }, c) => {
    const app = c.get('application');
    const caller = await cartCaller(db, c);
    // The cart's own total when the call names a cart (or the caller has one), else the amount given.
    const cart = await namedCart(db, caller, { id: query.cart_id });
    const priced = await priceCart(db, app.id, { uid: app.companyId, name: app.name }, cart, {
      paymentMode: '',
    });
    const total = cart ? priced.totals.total : Math.round((query.amount ?? 0) * 100);
    return paymentOptions({ total, rules: priced.rules });
  });
}

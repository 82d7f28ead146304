import { api } from '@vitrine/contract';
import type { Services } from '../../http/context';
import type { On } from '../../http/route';
import { namedCart, priceCart } from '../cart/cart';
import { cartCaller } from '../cart/cart-owner';
import { signedInUser } from '../user/signed-in';
import { registerCredit } from './credit-routes';
import { withLinkedWallets } from './linked-wallet-options';
import { registerPayLater } from './pay-later-routes';
import { registerPaymentFlows } from './payment-flow-routes';
import { registerPaymentLinks } from './payment-link-routes';
import { paymentOptions } from './payment-options';
import { registerPaymentOrders } from './payment-order-routes';
import { paymentStatusOf } from './payment-status';
import { registerRefundAccounts } from './refund-account-routes';
import { registerSavedCards } from './saved-cards-routes';
import { registerStripeConfirm } from './stripe-confirm';
import { registerUpi } from './upi-routes';
import { registerWalletLinks } from './wallet-link-routes';

/** The payment module: the modes checkout offers, and how an order's online payment stands. */
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
    const options = paymentOptions({ total, rules: priced.rules }, services.config.paymentGateway);
    return withLinkedWallets(db, { applicationId: app.id, userId: caller.userId }, options);
  });

  const signedIn = signedInUser(services);
  on(api.payment.checkAndUpdatePaymentStatus, async ({ body }, c) => {
    const user = await signedIn(c);
    const shopper = { applicationId: c.get('application').id, userId: user.id };
    return paymentStatusOf(db, services.config.paymentGateway, shopper, body.merchant_order_id);
  });
  registerUpi(on, services);
  registerPaymentLinks(on, services);
  registerSavedCards(on, services);
  registerPayLater(on, services);
  registerCredit(on, services);
  registerPaymentFlows(on, services);
  registerStripeConfirm(on, services);
  registerRefundAccounts(on, services);
  registerWalletLinks(on, services);
  registerPaymentOrders(on, services);
}

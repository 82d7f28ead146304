import { api } from '@vitrine/contract';
import type { Services } from '../../http/context';
import type { On } from '../../http/route';
import { signedInUser } from '../user/signed-in';
import { registerCredit } from './credit-routes';
import { withLinkedWallets } from './linked-wallet-options';
import { registerPayLater } from './pay-later-routes';
import { paymentContextOf } from './payment-context';
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
    const { caller, context } = await paymentContextOf(db, c, query);
    const options = paymentOptions(context, services.config.paymentGateway);
    const shopper = { applicationId: c.get('application').id, userId: caller.userId };
    return withLinkedWallets(db, shopper, options);
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

import { api } from '@vitrine/contract';
import type { Services } from '../../http/context';
import { notFound } from '../../http/errors';
import type { On } from '../../http/route';
import { signedInUser } from '../user/signed-in';
import { chargePayLater, verifyPayLaterCustomer } from './pay-later';

/** Pay later (Simpl, Potlee): the shopper's eligibility, and Simpl's charge of an order awaiting payment. */
export function registerPayLater(on: On, services: Services): void {
  const signedIn = signedInUser(services);
  const gateway = () => {
    if (!services.config.paymentGateway) throw notFound('This shop takes no pay-later payments');
    return services.config.paymentGateway;
  };

  on(api.payment.verifyCustomerForPayment, async ({ body }, c) => {
    await signedIn(c);
    return verifyPayLaterCustomer(gateway(), body);
  });

  on(api.payment.verifyAndChargePayment, async ({ body }, c) => {
    const user = await signedIn(c);
    const shopper = { applicationId: c.get('application').id, userId: user.id };
    return chargePayLater(services.db, gateway(), shopper, body);
  });
}

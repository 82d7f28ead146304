import { api } from '@vitrine/contract';
import type { Services } from '../../http/context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import type { On } from '../../http/route';
import { signedInUser } from '../user/signed-in';
import { branchOfIfsc } from './gateway-upi';
import { startUpiPayment, upiGateway, validateVpa } from './upi-payments';

/** Indian Financial System Code: four letters of the bank, a zero, six of the branch. */
export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** UPI collect for an order awaiting payment, and the UPI address and IFSC checks. */
export function registerUpi(on: On, services: Services): void {
  const { db } = services;
  const signedIn = signedInUser(services);
  const gateway = () => upiGateway(services.config.paymentGateway);

  on(api.payment.validateVPA, async ({ body }, c) => {
    await signedIn(c);
    return validateVpa(gateway(), body.upi_vpa);
  });

  on(api.payment.initialisePayment, async ({ body }, c) => {
    const user = await signedIn(c);
    if (body.method.toLowerCase() !== 'upi') throw badRequest('Only UPI payments are initialised here');
    if (!body.vpa?.trim()) throw badRequest('Enter the UPI ID to send the payment request to');
    if (body.currency !== 'INR') throw badRequest('The currency must be INR');
    const shopper = { applicationId: c.get('application').id, userId: user.id };
    return startUpiPayment(db, gateway(), shopper, {
      orderId: body.merchant_order_id,
      amount: body.amount,
      vpa: body.vpa.trim(),
      email: body.email,
      contact: body.contact,
    });
  });

  on(api.payment.verifyIfscCode, async ({ query }) => {
    const code = query.ifsc_code?.trim().toUpperCase() ?? '';
    if (!IFSC.test(code)) throw badRequest('Enter a valid IFSC code, such as SBIN0000300');
    const branch = await branchOfIfsc(gateway(), code).catch(() => {
      throw new HttpError(502, 'The IFSC code could not be checked; try again');
    });
    if (!branch) throw notFound(`No bank branch has the IFSC code ${code}`);
    return { success: true, bank_name: branch.BANK, branch_name: branch.BRANCH };
  });
}

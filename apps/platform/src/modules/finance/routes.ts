import { api as contract } from '@vitrine/contract';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { forbidden } from '../../http/errors';
import type { On } from '../../http/route';
import { signedInUser } from '../user/signed-in';
import type { UserRow } from '../user/users-sql';
import { creditBalance, lockOrUnlock } from './credit-notes';

const endpoints = contract.finance;

/** The seller and sales channel a request names must be the calling application's. */
function checkChannel(c: Context<AppEnv>, data: { seller_id: number; affiliate_id: string }) {
  const app = c.get('application');
  if (data.seller_id !== app.companyId || data.affiliate_id !== app.id) {
    throw forbidden('seller_id and affiliate_id must be this sales channel’s');
  }
}

const digits = (text: string) => text.replace(/\D/g, '');

/** Whether a contact the request names is one of the shopper's own (a phone may carry its country code). */
function ownsContacts(user: UserRow, data: { customer_mobile_number?: string; customer_email?: string }) {
  const email = data.customer_email?.trim().toLowerCase();
  const mobile = data.customer_mobile_number ? digits(data.customer_mobile_number) : '';
  return (
    (!email || user.emails.some((known) => known.email === email)) &&
    (!mobile ||
      user.phone_numbers.some(
        (known) => mobile === known.phone || mobile === `${known.country_code}${known.phone}`,
      ))
  );
}

/** The signed-in shopper's credit notes: their balance, and locking parts of them against an order. */
export function registerFinance(on: On, services: Services): void {
  const { db } = services;
  const shopper = signedInUser(services);

  on(endpoints.customerCreditBalance, async ({ body }, c) => {
    const user = await shopper(c);
    checkChannel(c, body.data);
    if (!ownsContacts(user, body.data)) throw forbidden('You can read only your own credit balance');
    const primaryEmail = user.emails.find((known) => known.primary)?.email;
    const primaryPhone = user.phone_numbers.find((known) => known.primary)?.phone;
    return {
      success: true,
      data: {
        ...(primaryEmail ? { customer_email: primaryEmail } : {}),
        ...(primaryPhone ? { customer_mobile_number: primaryPhone } : {}),
        ...(await creditBalance(db, c.get('application').id, user.id)),
      },
    };
  });

  on(endpoints.lockUnlockCreditNote, async ({ body }, c) => {
    const user = await shopper(c);
    checkChannel(c, body.data);
    const data = await lockOrUnlock(db, {
      applicationId: c.get('application').id,
      userId: user.id,
      creditNoteNumber: body.data.credit_note_number,
      orderId: body.data.order_id,
      amount: body.data.amount,
      requestType: body.data.request_type,
    });
    return { success: true, data };
  });
}

import { sql } from 'kysely';
import type { UserEmail, UserPhoneNumber } from '../../db/schema';
import type { Services } from '../../http/context';
import { findUserByDestination } from './contacts-sql';
import type { Destination } from './one-time-codes';
import { insertUser, newUserId, type UserRow } from './users-sql';

/** What a registration form gave, kept with its pending registration. */
export interface RegistrationForm {
  first_name: string;
  last_name?: string;
  gender?: string;
  email?: string;
  phone?: { mobile: string; country_code: string };
  password_hash: string;
}

/**
 * The account a verified phone or e-mail belongs to, made now when there is none (from the registration form,
 * if one led here). A contact found in an account is that account's: proving it signs its holder in, never
 * changes it. Taken under a lock on the contact, so two codes verified at once make one account.
 */
export async function accountForVerifiedContact(
  { db }: Pick<Services, 'db'>,
  applicationId: string,
  verified: Destination,
  form?: RegistrationForm,
): Promise<{ user: UserRow; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`${applicationId}:${verified.to}`}))`.execute(trx);
    const existing = await findUserByDestination(trx, applicationId, verified);
    if (existing) return { user: existing, created: false };

    const emails: UserEmail[] = [];
    const phones: UserPhoneNumber[] = [];
    const email = verified.channel === 'email' ? verified.to : form?.email;
    if (email) {
      const taken =
        verified.channel !== 'email' &&
        (await findUserByDestination(trx, applicationId, { channel: 'email', to: email }));
      // Another account's address is not added unverified to a new one: sign-in by it would be ambiguous.
      if (!taken) emails.push({ email, active: true, primary: true, verified: verified.channel === 'email' });
    }
    const phone =
      verified.channel === 'sms'
        ? { mobile: verified.phone ?? '', country_code: verified.countryCode ?? '91' }
        : form?.phone;
    if (phone) {
      const destination = {
        channel: 'sms',
        to: `+${phone.country_code}${phone.mobile}`,
        phone: phone.mobile,
        countryCode: phone.country_code,
      } as const;
      const taken =
        verified.channel !== 'sms' && (await findUserByDestination(trx, applicationId, destination));
      if (!taken) {
        phones.push({
          phone: phone.mobile,
          country_code: Number(phone.country_code),
          active: true,
          primary: true,
          verified: verified.channel === 'sms',
        });
      }
    }
    const id = newUserId();
    await insertUser(trx, {
      id,
      applicationId,
      firstName: form?.first_name ?? '',
      lastName: form?.last_name ?? '',
      gender: form?.gender ?? '',
      username: email ?? phones[0]?.phone ?? id,
      emails,
      phoneNumbers: phones,
      passwordHash: form?.password_hash ?? null,
    });
    const user = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return { user, created: true };
  });
}

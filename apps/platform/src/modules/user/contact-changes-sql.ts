import { storedJson } from '@vitrine/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { UserEmail, UserPhoneNumber } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { CONTACT_TAKEN, type Contact, type Contacts } from './contacts';
import type { UserRow } from './users-sql';

const containment = (contact: Contact) =>
  contact.kind === 'email'
    ? sql<boolean>`emails @> ${JSON.stringify([{ email: contact.email, verified: true }])}::jsonb`
    : sql<boolean>`phone_numbers @> ${JSON.stringify([
        { phone: contact.phone, country_code: contact.countryCode, verified: true },
      ])}::jsonb`;

/**
 * Refuses a contact another live account has verified, without saying whose. An unverified entry elsewhere
 * does not count: anyone could type someone else's address, and only the code proves it is theirs.
 */
export async function refuseTakenContact(
  db: Db,
  user: Pick<UserRow, 'id' | 'application_id'>,
  contact: Contact,
): Promise<void> {
  const other = await db
    .selectFrom('users')
    .select('id')
    .where('application_id', '=', user.application_id)
    .where('id', '<>', user.id)
    .where('deleted_at', 'is', null)
    .where(containment(contact))
    .limit(1)
    .executeTakeFirst();
  if (other) throw badRequest(CONTACT_TAKEN);
}

const contactKey = (applicationId: string, contact: Contact) =>
  contact.kind === 'email'
    ? `${applicationId}:email:${contact.email}`
    : `${applicationId}:phone:${contact.countryCode}:${contact.phone}`;

/**
 * Applies a change to the signed-in shopper's contacts, holding the account's row so two changes at once
 * cannot each start from the list before the other. With `claim`, the contact is checked free while holding a
 * lock on it, so two accounts verifying the same address at once cannot both get it.
 */
export async function changeContacts(
  db: Db,
  user: Pick<UserRow, 'id' | 'application_id'>,
  change: (contacts: Contacts) => Contacts,
  claim?: Contact,
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    if (claim) {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${contactKey(user.application_id, claim)}, 0))`.execute(
        trx,
      );
      await refuseTakenContact(trx, user, claim);
    }
    const row = await trx
      .selectFrom('users')
      .select(['emails', 'phone_numbers'])
      .where('application_id', '=', user.application_id)
      .where('id', '=', user.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const next = change({
      emails: storedJson<UserEmail[]>(row.emails),
      phones: storedJson<UserPhoneNumber[]>(row.phone_numbers),
    });
    return trx
      .updateTable('users')
      .set({
        emails: JSON.stringify(next.emails),
        phone_numbers: JSON.stringify(next.phones),
        updated_at: new Date(),
      })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

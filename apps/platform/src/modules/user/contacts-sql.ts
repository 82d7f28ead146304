import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Destination } from './one-time-codes';
import { parseUsername } from './usernames';
import { findUserByUsername, type UserRow } from './users-sql';

/** The account a destination (an e-mail address or a phone number) belongs to, if any. */
export function findUserByDestination(db: Db, applicationId: string, destination: Destination) {
  if (destination.channel === 'sms' && destination.phone) {
    const username = {
      kind: 'phone',
      phone: destination.phone,
      countryCode: Number(destination.countryCode),
    } as const;
    return findUserByUsername(db, applicationId, username);
  }
  return findUserByUsername(db, applicationId, parseUsername(destination.to));
}

/** Marks one of the account's e-mail addresses or phone numbers verified; false when it has no such contact. */
export async function markContactVerified(db: Db, user: Pick<UserRow, 'id'>, destination: Destination) {
  const column = destination.channel === 'email' ? 'emails' : 'phone_numbers';
  const match =
    destination.channel === 'email'
      ? sql<boolean>`entry->>'email' = ${destination.to}`
      : sql<boolean>`'+' || (entry->>'country_code') || (entry->>'phone') = ${destination.to}`;
  const result = await sql`
    UPDATE users SET ${sql.ref(column)} = (
      SELECT jsonb_agg(CASE WHEN ${match} THEN entry || '{"verified": true}'::jsonb ELSE entry END ORDER BY n)
      FROM jsonb_array_elements(${sql.ref(column)}) WITH ORDINALITY AS t(entry, n)
    ), updated_at = now()
    WHERE id = ${user.id} AND EXISTS (
      SELECT 1 FROM jsonb_array_elements(${sql.ref(column)}) AS e(entry) WHERE ${match}
    )`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findUserById(db: Db, applicationId: string, id: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

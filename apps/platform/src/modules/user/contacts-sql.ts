import type { Db } from '../../db/database';
import type { Destination } from './one-time-codes';
import { parseUsername } from './usernames';
import { findUserByUsername, type UserRow } from './users-sql';

/**
 * The account on which a destination (an e-mail address or a phone number) is verified, if any. An account that
 * only added it is not its account: a code or link to it must never open or reset a stranger's account.
 */
export function findUserByDestination(db: Db, applicationId: string, destination: Destination) {
  if (destination.channel === 'sms' && destination.phone) {
    const username = {
      kind: 'phone',
      phone: destination.phone,
      countryCode: Number(destination.countryCode),
    } as const;
    return findUserByUsername(db, applicationId, username, true);
  }
  return findUserByUsername(db, applicationId, parseUsername(destination.to), true);
}

/** Sets a live account's password; undefined when the account has been deleted since. */
export async function setPasswordHash(
  db: Db,
  userId: string,
  passwordHash: string,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export function findUserById(db: Db, applicationId: string, id: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

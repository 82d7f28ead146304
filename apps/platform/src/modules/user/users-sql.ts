import { randomBytes } from 'node:crypto';
import { storedJson } from '@vitrine/contract';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { UserEmail, UserPhoneNumber, UserTable } from '../../db/schema';
import type { Username } from './usernames';

export type UserRow = Selectable<UserTable>;

/** A new user's id: 24 lowercase hex characters like every other id the platform serves. */
export const newUserId = () => randomBytes(12).toString('hex');

/** The account a username names in this application, if any (e-mails ignore case; phones match by digits). */
export async function findUserByUsername(
  db: Db,
  applicationId: string,
  username: Username,
  /** Only an account on which the contact is verified (what a code to it proves). */
  verifiedOnly = false,
): Promise<UserRow | undefined> {
  let entry: Record<string, unknown>;
  let column: 'emails' | 'phone_numbers';
  if (username.kind === 'email') {
    entry = { email: username.email };
    column = 'emails';
  } else if (username.kind === 'phone') {
    entry = username.countryCode
      ? { phone: username.phone, country_code: username.countryCode }
      : { phone: username.phone };
    column = 'phone_numbers';
  } else {
    return undefined;
  }
  const holds = (fields: Record<string, unknown>) =>
    sql<boolean>`${sql.ref(column)} @> ${JSON.stringify([fields])}::jsonb`;
  // A live account before a deleted one that had the same contact, and one that verified it before one that
  // only typed it: nobody can shadow another shopper's address by adding it to their own account unverified.
  return db
    .selectFrom('users')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where(holds(verifiedOnly ? { ...entry, verified: true } : entry))
    .orderBy(sql`deleted_at IS NOT NULL`)
    .orderBy(sql`${holds({ ...entry, verified: true })} DESC`)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Whether the username is one the account signs in with a password: a verified contact, or the primary one it
 * registered with (whose verification the shop's registration rules govern). A contact added later signs in
 * only once its code has come back.
 */
export function signsInWith(user: UserRow, username: Username): boolean {
  if (username.kind === 'email') {
    return storedJson<UserEmail[]>(user.emails).some(
      (e) => e.email === username.email && (e.verified || e.primary),
    );
  }
  if (username.kind === 'phone') {
    return storedJson<UserPhoneNumber[]>(user.phone_numbers).some(
      (p) =>
        p.phone === username.phone &&
        (!username.countryCode || p.country_code === username.countryCode) &&
        (p.verified || p.primary),
    );
  }
  return false;
}

export interface NewUser {
  id: string;
  applicationId: string;
  firstName: string;
  lastName: string;
  gender: string;
  username: string;
  emails: UserEmail[];
  phoneNumbers: UserPhoneNumber[];
  passwordHash: string | null;
}

/** Adds an account unless one with the same id exists; returns whether it was added. */
export async function insertUser(db: Db, user: NewUser): Promise<boolean> {
  const result = await db
    .insertInto('users')
    .values({
      id: user.id,
      application_id: user.applicationId,
      first_name: user.firstName,
      last_name: user.lastName,
      gender: user.gender,
      dob: null,
      username: user.username,
      meta: JSON.stringify({}),
      emails: JSON.stringify(user.emails.map((e) => ({ ...e, email: e.email.toLowerCase() }))),
      phone_numbers: JSON.stringify(user.phoneNumbers),
      password_hash: user.passwordHash,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  gender?: string;
  dob?: string;
  profile_pic_url?: string;
}

export async function updateUserProfile(
  db: Db,
  user: Pick<UserRow, 'id' | 'application_id'>,
  changes: ProfileChanges,
): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() })
    .where('application_id', '=', user.application_id)
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

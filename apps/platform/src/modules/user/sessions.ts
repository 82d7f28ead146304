import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { UserRow } from './users-sql';

export const SESSION_SECONDS = 30 * 24 * 60 * 60;

/** 32 random bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Only the digest is stored: a copy of the table does not let anyone sign in. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opens a session for the user and returns its token, the cookie's value. */
export async function startSession(db: Db, user: Pick<UserRow, 'id' | 'application_id'>): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .insertInto('user_sessions')
    .values({
      token_hash: digest(token),
      user_id: user.id,
      application_id: user.application_id,
      created_at: now,
      expires_at: new Date(now.getTime() + SESSION_SECONDS * 1000),
    })
    .execute();
  // Sessions nobody ended pile up otherwise; each sign-in sweeps its own account's expired ones.
  await db
    .deleteFrom('user_sessions')
    .where('user_id', '=', user.id)
    .where('expires_at', '<=', now)
    .execute();
  return token;
}

/** The signed-in, active user a session token belongs to in this application; expired sessions are removed. */
export async function sessionUser(
  db: Db,
  applicationId: string,
  token: string | undefined,
): Promise<UserRow | undefined> {
  if (!token || !TOKEN.test(token)) return undefined;
  const tokenHash = digest(token);
  const row = await db
    .selectFrom('user_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('u')
    .select('s.expires_at as session_expires_at')
    .where('s.token_hash', '=', tokenHash)
    .where('s.application_id', '=', applicationId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_expires_at: expiresAt, ...user } = row;
  if (new Date(expiresAt).getTime() <= Date.now()) {
    await db.deleteFrom('user_sessions').where('token_hash', '=', tokenHash).execute();
    return undefined;
  }
  return user.active ? user : undefined;
}

export async function endSession(db: Db, applicationId: string, token: string | undefined): Promise<void> {
  if (!token || !TOKEN.test(token)) return;
  await db
    .deleteFrom('user_sessions')
    .where('token_hash', '=', digest(token))
    .where('application_id', '=', applicationId)
    .execute();
}

/** Signs the account out everywhere (a password reset: whoever knew the old one is out too). */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('user_sessions').where('user_id', '=', userId).execute();
}

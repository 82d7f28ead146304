import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { UserRow } from './users-sql';

export const SESSION_SECONDS = 30 * 24 * 60 * 60;

/** 32 random bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Only the digest is stored: a copy of the table does not let anyone sign in. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Every way of signing in ends here, so none can open a session for a deleted or disabled account. */
export class AccountClosed extends HttpError {
  constructor() {
    super(401, ACCOUNT_CLOSED);
  }
}
const ACCOUNT_CLOSED = 'This account has been deleted or disabled';

/** Opens a session for the user and returns its token, the cookie's value. */
export async function startSession(db: Db, user: Pick<UserRow, 'id' | 'application_id'>): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const opened = await db
    .insertInto('user_sessions')
    .columns(['token_hash', 'user_id', 'application_id', 'created_at', 'expires_at'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([
          eb.val(digest(token)).as('token_hash'),
          'id',
          'application_id',
          eb.val(now).as('created_at'),
          eb.val(new Date(now.getTime() + SESSION_SECONDS * 1000)).as('expires_at'),
        ])
        .where('id', '=', user.id)
        .where('application_id', '=', user.application_id)
        .where('active', '=', true)
        .where('deleted_at', 'is', null),
    )
    .executeTakeFirst();
  if (Number(opened.numInsertedOrUpdatedRows ?? 0) === 0) throw new AccountClosed();
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
  return user.active && !user.deleted_at ? user : undefined;
}

export async function endSession(db: Db, applicationId: string, token: string | undefined): Promise<void> {
  if (!token || !TOKEN.test(token)) return;
  await db
    .deleteFrom('user_sessions')
    .where('token_hash', '=', digest(token))
    .where('application_id', '=', applicationId)
    .execute();
}

/** What the sessions list shows for a session: a digest of the stored digest, which opens nothing. */
const publicId = (tokenHash: string) =>
  createHash('sha256').update(`session:${tokenHash}`).digest('hex').slice(0, 24);

/** The ids of the user's unexpired sessions, newest first. */
export async function activeSessions(
  db: Db,
  user: Pick<UserRow, 'id' | 'application_id'>,
): Promise<string[]> {
  const rows = await db
    .selectFrom('user_sessions')
    .select('token_hash')
    .where('user_id', '=', user.id)
    .where('application_id', '=', user.application_id)
    .where('expires_at', '>', new Date())
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => publicId(row.token_hash));
}

/** Ends every session of the user but the one holding `keep` (a password change keeps its own browser in). */
export async function endOtherSessions(
  db: Db,
  user: Pick<UserRow, 'id'>,
  keep: string | undefined,
): Promise<void> {
  let query = db.deleteFrom('user_sessions').where('user_id', '=', user.id);
  if (keep && TOKEN.test(keep)) query = query.where('token_hash', '<>', digest(keep));
  await query.execute();
}

/** Signs the account out everywhere (a password reset: whoever knew the old one is out too). */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('user_sessions').where('user_id', '=', userId).execute();
}

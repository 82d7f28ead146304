import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { OneTimeCodeTable } from '../../db/schema';

export type CodeRow = Selectable<OneTimeCodeTable>;

/** Guesses a request takes before it is dead. */
export const MAX_ATTEMPTS = 5;

/** Expired requests are swept at most this often, by whichever send comes first. */
const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

export async function insertCode(db: Db, row: Omit<CodeRow, 'attempts' | 'used_at' | 'created_at'>) {
  const now = Date.now();
  if (now - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = now;
    // Kept a day past expiry, so a late guess still hears 'expired' rather than 'unknown'.
    await db
      .deleteFrom('one_time_codes')
      .where('expires_at', '<', new Date(now - 24 * 60 * 60 * 1000))
      .execute();
  }
  await db
    .insertInto('one_time_codes')
    .values({ ...row, details: JSON.stringify(row.details ?? {}) })
    .execute();
}

/**
 * Spends one guess on a live request and, when `codeHash` is right, uses it up — one conditional UPDATE, so
 * parallel guesses take turns on the row and cannot pass MAX_ATTEMPTS, nor use one code twice. Answers the row
 * with `matched`, or undefined when the request is unknown, used, expired or dead.
 */
export async function spendGuess(
  db: Db,
  where: { applicationId: string; requestId: string; purposes: readonly string[] },
  codeHash: string,
): Promise<(CodeRow & { matched: boolean }) | undefined> {
  const { rows } = await sql<CodeRow & { matched: boolean }>`
    UPDATE one_time_codes
    SET attempts = attempts + 1,
        used_at = CASE WHEN code_hash = ${codeHash} THEN now() ELSE NULL END
    WHERE request_id = ${where.requestId}
      AND application_id = ${where.applicationId}
      AND purpose IN (${sql.join(where.purposes)})
      AND used_at IS NULL
      AND attempts < ${MAX_ATTEMPTS}
      AND expires_at > now()
    RETURNING *, code_hash = ${codeHash} AS matched`.execute(db);
  return rows[0];
}

/** Any request, live or not, for saying why a guess was refused. */
export async function findCode(db: Db, applicationId: string, requestId: string) {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** The newest request of these purposes to a destination (e-mail codes are verified by address, not id). */
export async function latestCodeTo(
  db: Db,
  where: { applicationId: string; destination: string; purposes: readonly string[] },
) {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('application_id', '=', where.applicationId)
    .where('destination', '=', where.destination)
    .where('purpose', 'in', where.purposes)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findByResendToken(db: Db, applicationId: string, tokenHash: string) {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('resend_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** A new code for a live request whose resend timer has run out; its guesses so far still count. */
export async function replaceCode(
  db: Db,
  requestId: string,
  change: { codeHash: string; resendAfter: Date; expiresAt: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('one_time_codes')
    .set({ code_hash: change.codeHash, resend_after: change.resendAfter, expires_at: change.expiresAt })
    .where('request_id', '=', requestId)
    .where('used_at', 'is', null)
    .where('attempts', '<', MAX_ATTEMPTS)
    .where('resend_after', '<=', new Date())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Uses up a live link code (or token) of these purposes; undefined when unknown, used or expired. */
export async function useLinkCode(
  db: Db,
  where: { applicationId: string; codeHash: string; purposes: readonly string[] },
): Promise<CodeRow | undefined> {
  return db
    .updateTable('one_time_codes')
    .set({ used_at: new Date() })
    .where('application_id', '=', where.applicationId)
    .where('code_hash', '=', where.codeHash)
    .where('purpose', 'in', where.purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returningAll()
    .executeTakeFirst();
}

/** A live link code of these purposes, left unused (to check a link before its form is shown). */
export async function liveLinkCode(
  db: Db,
  where: { applicationId: string; codeHash: string; purposes: readonly string[] },
): Promise<CodeRow | undefined> {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('application_id', '=', where.applicationId)
    .where('code_hash', '=', where.codeHash)
    .where('purpose', 'in', where.purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

/** Ends a request early (a finished registration's other codes, say). */
export async function useUp(db: Db, requestId: string): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set({ used_at: new Date() })
    .where('request_id', '=', requestId)
    .where('used_at', 'is', null)
    .execute();
}

/** Ends every live request of these purposes for an account (its password reset links, once one is used). */
export async function useUpFor(db: Db, userId: string, purposes: readonly string[]): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}

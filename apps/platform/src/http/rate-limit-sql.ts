import { sql } from 'kysely';
import type { Db } from '../db/database';
import { type Clock, keyDigest, type RateLimits } from './rate-limit';

/** Expired rows are swept at most this often, by whichever reservation comes first. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counts kept in the database: they survive a restart and are shared by every process on one PostgreSQL. The
 * reservation is one conditional upsert; PostgreSQL locks the row, so parallel reservations of a key take
 * turns and the count cannot pass the limit.
 */
export function databaseRateLimits(
  db: Db,
  options: { clock?: Clock; onSweepError?: (error: Error) => void } = {},
): RateLimits {
  const clock = options.clock ?? Date.now;
  let lastSweep = 0;
  const sweep = (now: number) => {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    db.deleteFrom('rate_limits')
      .where('expires_at', '<', now)
      .execute()
      .catch((error: Error) => options.onSweepError?.(error));
  };
  return {
    async reserve(rule, key) {
      const now = clock();
      const since = now - rule.windowMs;
      const digest = keyDigest(key);
      sweep(now);
      const { rows } = await sql<{ reserved: number }>`
        INSERT INTO rate_limits AS r (rule, key_digest, attempts, expires_at)
        VALUES (${rule.name}, ${digest}, ARRAY[${now}::bigint], ${now + rule.windowMs})
        ON CONFLICT (rule, key_digest) DO UPDATE
        SET attempts = ARRAY(SELECT t FROM unnest(r.attempts) t WHERE t > ${since} ORDER BY t) || ${now}::bigint,
            expires_at = ${now + rule.windowMs}
        WHERE (SELECT count(*) FROM unnest(r.attempts) t WHERE t > ${since}) < ${rule.max}
        RETURNING 1 AS reserved`.execute(db);
      if (rows.length > 0) return { allowed: true, waitMs: 0 };
      // Refused: the key may try again when the max-th newest attempt leaves the window.
      const { rows: oldest } = await sql<{ at: number | string | null }>`
        SELECT (SELECT min(t) FROM (
          SELECT t FROM unnest(attempts) t WHERE t > ${since} ORDER BY t DESC LIMIT ${rule.max}
        ) newest)::float8 AS at
        FROM rate_limits WHERE rule = ${rule.name} AND key_digest = ${digest}`.execute(db);
      const at = Number(oldest[0]?.at ?? now);
      return { allowed: false, waitMs: Math.max(1, at + rule.windowMs - now) };
    },
    async release(rule, key) {
      await sql`
        UPDATE rate_limits SET attempts = attempts[1:cardinality(attempts) - 1]
        WHERE rule = ${rule.name} AND key_digest = ${keyDigest(key)}`.execute(db);
    },
    async reset(rule, key) {
      await db
        .deleteFrom('rate_limits')
        .where('rule', '=', rule.name)
        .where('key_digest', '=', keyDigest(key))
        .execute();
    },
    async close() {},
  };
}

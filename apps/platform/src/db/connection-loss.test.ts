import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOutage } from '../http/errors';
import { type DatabaseHandle, openDatabase } from './database';

// A server-side end of the pool's connections, exactly as a restart ends them (57P01), without restarting the
// machine's PostgreSQL: pg_terminate_backend on connections tagged with this test's application_name.
describe.runIf(process.env.DATABASE_URL)('the PostgreSQL pool when the server ends its connections', () => {
  const tag = `vitrine-loss-${process.pid}-${Date.now()}`;
  let handle: DatabaseHandle;
  let admin: pg.Client;
  const terminate = async () => {
    const { rows } = await admin.query(
      'SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity WHERE application_name = $1',
      [tag],
    );
    return rows[0].ended as number;
  };

  beforeAll(async () => {
    const url = new URL(process.env.DATABASE_URL as string);
    url.searchParams.set('application_name', tag);
    handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' }, { poolSize: 4 });
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await handle?.close();
  });

  it('survives its idle connections being ended, and the next queries get new ones', async () => {
    // Four connections open at once, then idle in the pool.
    await Promise.all([1, 2, 3, 4].map(() => sql`SELECT pg_sleep(0.05)`.execute(handle.db)));
    expect(await terminate()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(handle.db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('fails a query cut off mid-way as an outage, and serves the next one', async () => {
    const slow = sql`SELECT pg_sleep(10)`.execute(handle.db);
    const failure = slow.then(
      () => undefined,
      (error: unknown) => error,
    );
    await expect
      .poll(
        async () =>
          (
            await admin.query(
              "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND query LIKE '%pg_sleep(10)%'",
              [tag],
            )
          ).rows[0].n,
      )
      .toBe(1);
    await terminate();
    const error = await failure;
    expect(error).toBeInstanceOf(Error);
    expect(isOutage(error)).toBe(true);
    // Other ended connections may still be handed out once before the pool hears of their end.
    const one = () =>
      sql<{ one: number }>`SELECT 1 AS one`.execute(handle.db).then(
        ({ rows }) => rows,
        (error: unknown) => (isOutage(error) ? 'outage' : error),
      );
    await expect.poll(one, { timeout: 5_000 }).toEqual([{ one: 1 }]);
  });
});

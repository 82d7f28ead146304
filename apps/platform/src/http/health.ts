import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv, Services } from './context';

/** How long readiness waits for each service before calling it down. */
const CHECK_TIMEOUT_MS = 2_000;

const NOT_CACHED = { 'cache-control': 'no-store' };

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then((result) => result !== false), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** What a readiness check found: each service up or down. */
type Readiness = Record<string, 'up' | 'down'>;

async function readiness(services: Services): Promise<Readiness> {
  const [database, redis] = await Promise.all([
    answers(() => sql`SELECT 1`.execute(services.db)),
    services.config.redisUrl ? answers(() => services.changes.reachable()) : undefined,
  ]);
  const found: Readiness = { database: database ? 'up' : 'down' };
  if (redis !== undefined) found.redis = redis ? 'up' : 'down';
  return found;
}

/** The JSON answer to /readyz: 200 when every service is up, else 503 naming what is down. */
function readinessAnswer(found: Readiness): { status: 200 | 503; body: Record<string, unknown> } {
  const down = Object.keys(found).filter((name) => found[name] === 'down');
  if (down.length === 0) return { status: 200, body: { status: 'ready', checks: found } };
  return { status: 503, body: { message: `Not ready: ${down.join(' and ')} unreachable`, checks: found } };
}

/**
 * For load balancers and orchestrators, outside the signed API: /healthz says the process answers (it touches
 * nothing), /readyz whether it can serve (the database and, with REDIS_URL, Redis answer).
 */
export function registerHealth(app: Hono<AppEnv>, services: Services): void {
  app.get('/healthz', (c) => c.json({ status: 'alive' }, 200, NOT_CACHED));
  app.get('/readyz', async (c) => {
    const { status, body } = readinessAnswer(await readiness(services));
    return c.json(body, status, NOT_CACHED);
  });
}

import { randomUUID } from 'node:crypto';
import type { Hono, MiddlewareHandler } from 'hono';

type PlatformFetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/** How long the shop's readiness waits for the platform's. */
const PLATFORM_CHECK_MS = 3_000;

const NOT_CACHED = { 'cache-control': 'no-store' };

/** The shop's outage notes (the change feed warns once when Redis goes and says when it is back) on the console. */
export const consoleOutageLog = {
  warn: (details: { err?: { message?: string } }, message: string) =>
    console.warn(`${message}: ${details.err?.message ?? ''}`),
  info: (_details: object, message: string) => console.log(message),
};

/** A caller's own request id is kept when it looks like one; anything else is replaced. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The id a response carries: the caller's when it looks like one, else a new one. */
export function requestIdFor(sent: string | undefined): string {
  return sent && REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * Every response carries an x-request-id: the platform's for API calls (it names its log lines by it), else the
 * caller's or a new one, so a shopper's report of a failed page can be matched to the log.
 */
export function requestIds(): MiddlewareHandler {
  return async (c, next) => {
    const id = requestIdFor(c.req.header('x-request-id'));
    await next();
    if (c.res.headers.has('x-request-id')) return;
    // Responses handed on from fetch have immutable headers: copy before adding.
    const response = new Response(c.res.body, c.res);
    response.headers.set('x-request-id', id);
    c.res = response;
  };
}

async function platformReadiness(forward: PlatformFetch): Promise<{ ok: boolean; body: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PLATFORM_CHECK_MS);
  });
  try {
    const response = await Promise.race([forward(new Request('http://platform.internal/readyz')), timeout]);
    const body = await Promise.race([response.json(), timeout]);
    return { ok: response.status === 200, body };
  } catch {
    return { ok: false, body: undefined };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /healthz: this process answers (nothing else is asked). /readyz: the platform it serves from is ready (in this
 * process or at PLATFORM_URL) and, running apart with REDIS_URL, the Redis it hears theme saves on answers.
 */
export function registerShopHealth(
  app: Hono,
  services: { forward: PlatformFetch; redisReachable?: () => Promise<boolean> },
): void {
  app.get('/healthz', (c) => c.json({ status: 'alive' }, 200, NOT_CACHED));
  app.get('/readyz', async (c) => {
    const [platform, redis] = await Promise.all([
      platformReadiness(services.forward),
      services.redisReachable?.().catch(() => false),
    ]);
    const down = [
      ...(platform.ok ? [] : ['the platform API is not ready']),
      ...(redis === false ? ['Redis is unreachable'] : []),
    ];
    const body = {
      platform: platform.body ?? 'unreachable',
      ...(redis === undefined ? {} : { redis: redis ? 'up' : 'down' }),
    };
    if (down.length === 0) return c.json({ status: 'ready', checks: body }, 200, NOT_CACHED);
    return c.json({ message: `Not ready: ${down.join('; ')}`, checks: body }, 503, NOT_CACHED);
  });
}

import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, throwawayPostgres, throwawayRedis } from '@vitrine/platform/testing/throwaway';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sample, signIn, steadyLoad } from './load';
import { ROOT, type Served, startServed, status, waitFor } from './processes';

const APPLICATION = {
  applicationId: '000000000000000000000001',
  applicationToken: `faults-${randomBytes(6).toString('hex')}`,
};
/** Service must be back this soon after each fault is lifted. */
const RECOVERY_LIMIT_S = 5;

let postgres: Awaited<ReturnType<typeof throwawayPostgres>>;
let redis: Awaited<ReturnType<typeof throwawayRedis>>;
let platform: Served;
let shop: Served;
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-faults-'));
let passed = false;

beforeAll(async () => {
  if (!fs.existsSync(path.join(ROOT, 'apps/storefront/build/server/index.js'))) {
    execSync('npx react-router build', { cwd: path.join(ROOT, 'apps/storefront'), stdio: 'inherit' });
  }
  [postgres, redis] = await Promise.all([throwawayPostgres(), throwawayRedis()]);
  const [platformPort, shopPort] = [await freePort(), await freePort()];
  const common = {
    REDIS_URL: redis.url,
    WEB_CONCURRENCY: '2',
    VITRINE_APPLICATION_ID: APPLICATION.applicationId,
    VITRINE_APPLICATION_TOKEN: APPLICATION.applicationToken,
    VITRINE_EDITOR_TOKEN: `faults-${randomBytes(12).toString('hex')}`,
  };
  platform = startServed(
    'platform',
    'apps/platform/src/main.ts',
    platformPort,
    {
      ...common,
      DATABASE_URL: postgres.url,
      DATA_DIR: path.join(logDir, 'data'),
      VITRINE_SEED_PRODUCTS: '200',
    },
    logDir,
  );
  shop = startServed(
    'shop',
    'apps/storefront/server/main.ts',
    shopPort,
    { ...common, PLATFORM_URL: platform.url, DATABASE_URL: '' },
    logDir,
  );
  try {
    await waitFor('platform ready', async () => (await status(`${platform.url}/readyz`)) === 200, 150_000);
    await waitFor('shop ready', async () => (await status(`${shop.url}/readyz`)) === 200, 60_000);
  } catch (error) {
    console.error(platform.logTail(), shop.logTail());
    throw error;
  }
});

afterAll(async () => {
  const codes = await Promise.all([shop?.stop(), platform?.stop()]);
  await redis?.stop();
  postgres?.remove();
  if (passed) fs.rmSync(logDir, { recursive: true, force: true });
  else process.stdout.write(`fault suite: the processes' logs are kept in ${logDir}\n`);
  // Both supervisors drain their workers and exit 0 on SIGTERM.
  expect(codes).toEqual([0, 0]);
});

/** Counts of one stretch of the load. */
function counts(samples: Sample[]) {
  const by = (outcome: Sample['outcome']) => samples.filter((sample) => sample.outcome === outcome).length;
  return {
    requests: samples.length,
    ok: by('ok'),
    '503': by('503'),
    '5xx': by('5xx'),
    timeouts: by('timeout'),
    resets: by('reset'),
    limited: by('limited'),
    '4xx': by('4xx'),
  };
}

describe('the shop under load through faults', () => {
  it('answers every outage with 503, loses no acknowledged write, and comes back within 5 s', async () => {
    const listing = await (await fetch(`${shop.url}/products/`)).text();
    const slug = /href="\/product\/([^"?/]+)"/.exec(listing)?.[1];
    expect(slug).toBeTruthy();
    const target = {
      ...APPLICATION,
      shopUrl: shop.url,
      platformUrl: platform.url,
      pages: ['/', '/products/', `/product/${slug}`, '/brands/', '/categories/'],
    };
    const load = steadyLoad(target, await signIn(target));

    /** Ready again: both readiness checks and a page that reads the database, three times running. */
    const serving = async () => {
      for (let i = 0; i < 3; i++) {
        if ((await status(`${shop.url}/readyz`)) !== 200) return false;
        if ((await status(`${platform.url}/readyz`)) !== 200) return false;
        if ((await status(`${shop.url}/product/${slug}`)) !== 200) return false;
      }
      return true;
    };
    const recovery: Record<string, number> = {};
    const windows: { fault: string; from: number; to: number }[] = [];
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const fault = async (name: string, inject: () => Promise<void>, lift: () => Promise<void>) => {
      const from = Date.now();
      await inject();
      await lift();
      recovery[name] = await waitFor(`${name}: service back`, serving, 30_000);
      windows.push({ fault: name, from, to: Date.now() });
      await pause(2_000);
    };
    const workersBack = (served: Served) =>
      waitFor(`${served.name}: 2 workers`, async () => served.workers().length === 2, 60_000);

    try {
      await pause(3_000);
      await fault(
        'PostgreSQL fast shutdown',
        async () => {
          postgres.stopFast();
          await pause(3_000);
        },
        async () => postgres.start(),
      );
      await fault(
        'PostgreSQL postmaster kill -9',
        async () => {
          postgres.killPostmaster();
          await postgres.waitUntilGone();
          await pause(3_000);
        },
        async () => {
          // Backends of the killed postmaster may hold its shared memory a moment longer.
          await waitFor(
            'PostgreSQL restart',
            async () => {
              try {
                postgres.start();
                return true;
              } catch {
                return false;
              }
            },
            30_000,
          );
        },
      );
      await fault(
        'Redis stopped 10 s',
        async () => {
          await redis.stop();
          await pause(10_000);
        },
        () => redis.start(),
      );
      const [shopWorker] = shop.workers();
      await fault(
        'shop worker kill -9',
        async () => {
          process.kill(shopWorker, 'SIGKILL');
        },
        async () => {
          await workersBack(shop);
        },
      );
      const [platformWorker] = platform.workers();
      await fault(
        'platform worker kill -9',
        async () => {
          process.kill(platformWorker, 'SIGKILL');
        },
        async () => {
          await workersBack(platform);
        },
      );
    } finally {
      await load.stop();
    }

    const total = counts(load.samples);
    const duringKills = (sample: Sample) =>
      windows.some(
        (w) =>
          w.fault.includes('kill -9') &&
          w.fault.includes('worker') &&
          sample.at >= w.from &&
          sample.at <= w.to + 1_000,
      );
    const resetsOutsideKills = load.samples.filter((s) => s.outcome === 'reset' && !duringKills(s));
    const report = {
      ...total,
      recoverySeconds: recovery,
      profileWrites: { attempted: load.written, lastAcknowledged: load.lastAcknowledged },
    };
    process.stdout.write(`\nfault suite: ${JSON.stringify(report, null, 2)}\n`);

    // Every process is serving: the supervisors replaced the killed workers.
    expect(platform.workers()).toHaveLength(2);
    expect(shop.workers()).toHaveLength(2);
    // What the database holds is the last acknowledged first name, or a later attempt whose answer was lost.
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const { rows } = await client.query(
      `SELECT first_name FROM users WHERE emails @> '[{"email": "asha@vitrine.test"}]'`,
    );
    await client.end();
    const stored = Number(/^Asha (\d+)$/.exec(rows[0].first_name)?.[1]);
    expect(stored).toBeGreaterThanOrEqual(load.lastAcknowledged);
    expect(stored).toBeLessThanOrEqual(load.written);
    expect(load.lastAcknowledged).toBeGreaterThan(10);
    // Failures during outages are 503s: never a 500, never a hang past the client timeout, never a stack.
    const bad = load.samples.filter(
      (s) => s.outcome === '5xx' || s.outcome === 'timeout' || s.detail.includes('stack!'),
    );
    expect(bad.slice(0, 10)).toEqual([]);
    // A killed process drops the connections it held; nothing else may.
    expect(resetsOutsideKills.slice(0, 10)).toEqual([]);
    for (const [name, seconds] of Object.entries(recovery))
      expect(seconds, name).toBeLessThanOrEqual(RECOVERY_LIMIT_S);
    expect(total.ok).toBeGreaterThan(total.requests / 2);
    passed = true;
  });
});

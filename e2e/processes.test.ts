import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningShop, startShop } from './support/shop-server';

const SERVER_ENTRY = path.resolve(import.meta.dirname, '..', 'apps', 'storefront', 'server', 'main.ts');

/** Process ids of a process's children. */
const childrenOf = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('several shop processes (WEB_CONCURRENCY)', () => {
  let platform: TestPlatform;
  let shop: RunningShop;

  beforeAll(async () => {
    // The storefront processes share one platform, here a separate one (PLATFORM_URL), as behind a balancer.
    platform = await startTestPlatform({ products: 40 });
    shop = await startShop({ env: { WEB_CONCURRENCY: '2', PLATFORM_URL: platform.baseUrl } });
  });
  afterAll(async () => {
    await shop?.stop();
    await platform?.close();
  });

  it('serves the shop from two processes on one port, announced once', async () => {
    expect(childrenOf(shop.pid)).toHaveLength(2);
    for (let i = 0; i < 6; i++) {
      const page = await fetch(`${shop.baseUrl}/products/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('data-testid="product-card"');
    }
    expect(shop.output().match(/Vitrine is running at/g)).toHaveLength(1);
    expect(shop.output()).toContain('processes:         2');
  });

  it('refuses several processes on the embedded database, with the reason', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      env: { ...process.env, WEB_CONCURRENCY: '2', DATABASE_URL: '', PLATFORM_URL: '', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('WEB_CONCURRENCY above 1 needs DATABASE_URL (PostgreSQL) or PLATFORM_URL');
    const bad = spawnSync(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      env: { ...process.env, WEB_CONCURRENCY: 'many', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("WEB_CONCURRENCY must be a whole number from 1 to 99, not 'many'");
  });
});

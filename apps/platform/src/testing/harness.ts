import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import pg from 'pg';
import {
  DEFAULT_APPLICATION_ID,
  DEFAULT_APPLICATION_TOKEN,
  type PlatformConfig,
  readConfig,
} from '../config';
import { type Platform, startPlatform } from '../platform';

export interface TestPlatform {
  platform: Platform;
  /** http://127.0.0.1:{port} — a real socket, so real clients (the official SDK) can call it. */
  baseUrl: string;
  applicationId: string;
  applicationToken: string;
  /** Stops the platform and starts it again on the same database, as a restart would (a new port). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export { DEMO_SHOPPER_PASSWORD } from '../seed/shoppers';

async function listen(platform: Platform) {
  const server = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return { server, baseUrl: `http://127.0.0.1:${port}` };
}

/**
 * A platform on a fresh database with a small deterministic seed: embedded PGlite in a temporary folder, or,
 * when DATABASE_URL is set, a fresh schema in that PostgreSQL database (dropped on close).
 */
export async function startTestPlatform(
  options: { products?: number; config?: Partial<PlatformConfig> } = {},
): Promise<TestPlatform> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-test-'));
  const baseConfig = readConfig({ ...process.env, DATA_DIR: dataDir });
  let databaseUrl: string | undefined;
  let dropSchema = async () => {};
  if (process.env.DATABASE_URL) {
    const schema = `test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${schema},public`);
    databaseUrl = url.toString();
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    };
  }
  const config = {
    ...baseConfig,
    databaseUrl,
    applicationId: DEFAULT_APPLICATION_ID,
    applicationToken: DEFAULT_APPLICATION_TOKEN,
    ...options.config,
  };
  const platform = await startPlatform({ config, seed: { products: options.products ?? 300 } });
  let { server, baseUrl } = await listen(platform);
  const stop = async (test: TestPlatform) => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await test.platform.close();
  };
  const test: TestPlatform = {
    platform,
    baseUrl,
    applicationId: config.applicationId,
    applicationToken: config.applicationToken,
    async restart() {
      await stop(test);
      test.platform = await startPlatform({ config, seed: false });
      ({ server, baseUrl } = await listen(test.platform));
      test.baseUrl = baseUrl;
    },
    async close() {
      await stop(test);
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return test;
}

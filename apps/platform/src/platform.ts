import type { Hono } from 'hono';
import { type PlatformConfig, readConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { type ChangeFeed, localChangeFeed, redisChangeFeed } from './http/change-feed';
import type { AppEnv, Services } from './http/context';
import { localRateLimits, type RateLimits, redisRateLimits, sharedLimitsPrefix } from './http/rate-limit';
import { ResponseCache } from './http/response-cache';
import { createLogger } from './logger';
import { catalogIndex } from './modules/catalog/catalog-index';
import { type SeedOptions, seedAdditions, seedIfEmpty } from './seed';
import { createPlatformApp } from './server';

export interface Platform {
  app: Hono<AppEnv>;
  services: Services;
  databaseKind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface StartOptions {
  config?: PlatformConfig;
  seed?: SeedOptions | false;
  onSeedProgress?: (message: string) => void;
}

/**
 * Migrates the database and seeds the demo shop on first run (and the demo shoppers whenever they are missing),
 * then closes it: run once before several processes start on the same PostgreSQL, so they do not all migrate and
 * seed at once.
 */
export async function prepareDatabase(options: Omit<StartOptions, 'seed'> = {}): Promise<void> {
  const config = options.config ?? readConfig();
  const handle = await openDatabase(config);
  try {
    await migrateToLatest(handle.db);
    await seedIfEmpty(handle.db, config, { onProgress: options.onSeedProgress });
    await seedAdditions(handle.db, config);
  } finally {
    await handle.close();
  }
}

/** Opens and migrates the database, seeds the demo shop on first run, and builds the HTTP app. */
export async function startPlatform(options: StartOptions = {}): Promise<Platform> {
  const config = options.config ?? readConfig();
  const log = createLogger();
  const handle = await openDatabase(config, { log });
  try {
    await migrateToLatest(handle.db);
    if (options.seed !== false) {
      await seedIfEmpty(handle.db, config, { ...options.seed, onProgress: options.onSeedProgress });
      await seedAdditions(handle.db, config);
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  let changes: ChangeFeed;
  try {
    changes = config.redisUrl ? await redisChangeFeed(config.redisUrl, undefined, log) : localChangeFeed();
  } catch (error) {
    await handle.close();
    throw new Error(`Could not reach Redis at REDIS_URL: ${(error as Error).message}`);
  }
  let limits: RateLimits;
  try {
    limits = config.redisUrl
      ? await redisRateLimits(config.redisUrl, {
          prefix: sharedLimitsPrefix(config),
          onError: (error) => log.warn({ err: error }, 'Redis connection (limits)'),
        })
      : localRateLimits();
  } catch (error) {
    await changes.close();
    await handle.close();
    throw new Error(`Could not reach Redis at REDIS_URL: ${(error as Error).message}`);
  }
  const cache = new ResponseCache();
  // Theme reads are kept 60 s; a merchant's save on any process must show everywhere at once.
  changes.subscribe((topic) => {
    if (topic === 'theme') cache.clear();
  });
  const services: Services = { db: handle.db, config, log, cache, changes, limits };
  if (options.seed !== false) {
    // Built now rather than on the first listing, which would otherwise wait seconds on a large catalogue.
    catalogIndex(handle.db).catch((error) => log.warn({ err: error }, 'catalogue index not built at start'));
  }
  return {
    app: createPlatformApp(services),
    services,
    databaseKind: handle.kind,
    close: async () => {
      await changes.close();
      await limits.close();
      await handle.close();
    },
  };
}

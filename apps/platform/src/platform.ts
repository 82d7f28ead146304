import type { Hono } from 'hono';
import { type PlatformConfig, readConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { type ChangeFeed, localChangeFeed, redisChangeFeed } from './http/change-feed';
import type { AppEnv, Services } from './http/context';
import { type RateLimits, sharedLimitsPrefix } from './http/rate-limit';
import { redisRateLimits, withFallback } from './http/rate-limit-redis';
import { databaseRateLimits } from './http/rate-limit-sql';
import { ResponseCache } from './http/response-cache';
import { createLogger } from './logger';
import { messageSender } from './messages/sender';
import { catalogIndex } from './modules/catalog/catalog-index';
import { catalogueChanged } from './modules/catalog/catalogue-changed';
import { watchCatalogueChanges } from './modules/catalog/catalogue-watch';
import { releaseAbandonedOrdersEveryMinute } from './modules/checkout/release-orders';
import { reconcilePaymentsEvery30Seconds } from './modules/payment/reconcile-payments';
import { reconcileProviderPaymentsEvery30Seconds } from './modules/payment/reconcile-provider-payments';
import { runRefundsInBackground } from './modules/refund/refund-loop';
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

/**
 * Sign-in counts in the database (they survive a restart), or in Redis with REDIS_URL, falling back to the
 * database while Redis is away.
 */
async function sharedRateLimits(
  config: PlatformConfig,
  db: Services['db'],
  log: Services['log'],
): Promise<RateLimits> {
  const inDatabase = databaseRateLimits(db, {
    onSweepError: (error) => log.warn({ err: error }, 'expired sign-in counts not swept'),
  });
  if (!config.redisUrl) return inDatabase;
  const inRedis = await redisRateLimits(config.redisUrl, { prefix: sharedLimitsPrefix(config) });
  return withFallback(inRedis, inDatabase, {
    down: (error) =>
      log.warn({ error: error.message }, 'Redis unreachable: sign-in limits counted in the database'),
    back: () => log.info('Redis reachable again: sign-in limits shared through Redis'),
  });
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
  const limits = await sharedRateLimits(config, handle.db, log);
  const cache = new ResponseCache();
  // Reads are kept 60 s; a merchant's save or a catalogue change on any process must show everywhere at once.
  changes.subscribe((topic) => {
    if (topic === 'theme') cache.clear();
    if (topic === 'catalogue') {
      cache.clear('catalogue');
      catalogueChanged(handle.db);
    }
  });
  const stopWatching = watchCatalogueChanges(handle.db, changes);
  const stopReleasing = releaseAbandonedOrdersEveryMinute(handle.db, log);
  const stopReconciling = config.paymentGateway
    ? reconcilePaymentsEvery30Seconds(handle.db, config.paymentGateway, log)
    : () => {};
  const stopAskingProviders = config.paymentGateway
    ? reconcileProviderPaymentsEvery30Seconds(handle.db, config.paymentGateway, log)
    : () => {};
  const messages = messageSender(config, handle.db, log);
  const services: Services = { db: handle.db, config, log, cache, changes, limits, messages };
  const stopRefunding = runRefundsInBackground(services);
  if (options.seed !== false) {
    // Built now rather than on the first listing, which would otherwise wait seconds on a large catalogue.
    catalogIndex(handle.db).catch((error) => log.warn({ err: error }, 'catalogue index not built at start'));
  }
  return {
    app: createPlatformApp(services),
    services,
    databaseKind: handle.kind,
    close: async () => {
      stopWatching();
      stopReleasing();
      stopReconciling();
      stopAskingProviders();
      stopRefunding();
      await changes.close();
      await limits.close();
      await handle.close();
    },
  };
}

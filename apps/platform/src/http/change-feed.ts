import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { type OutageLogger, outageLog } from '../logger';

/**
 * What changed, for every process serving the shop to drop what it keeps of it: 'theme' a theme save,
 * 'catalogue' a product, price or stock change.
 */
export type ChangeTopic = 'theme' | 'catalogue';

/**
 * Tells every process serving the shop that something merchants edit has changed. In one process a plain event;
 * with REDIS_URL, a Redis channel all processes share, so a save on one is seen by all at once.
 */
export interface ChangeFeed {
  publish(topic: ChangeTopic): Promise<void>;
  subscribe(listener: (topic: ChangeTopic) => void): () => void;
  /** Whether every process can be told: always in one process; with Redis, whether Redis answers. */
  reachable(): Promise<boolean>;
  close(): Promise<void>;
}

const TOPICS: ReadonlySet<string> = new Set<ChangeTopic>(['theme', 'catalogue']);

export function localChangeFeed(): ChangeFeed {
  const events = new EventEmitter();
  return {
    async publish(topic) {
      events.emit('change', topic);
    },
    subscribe(listener) {
      events.on('change', listener);
      return () => events.off('change', listener);
    },
    async reachable() {
      return true;
    },
    async close() {
      events.removeAllListeners();
    },
  };
}

export const CHANGES_CHANNEL = 'vitrine:changes';

const quiet: OutageLogger = { warn() {}, info() {} };

/** How long a readiness check waits for Redis to answer. */
const PING_TIMEOUT_MS = 1_000;

/**
 * A change feed over Redis pub/sub: one connection publishes, another listens (a listening one cannot publish).
 * The publishing process hears its own change at once, before Redis echoes it (the echo, signed with this feed's
 * id, is ignored), so the request after a write never sees what it replaced. When Redis goes away it degrades rather than fails: a change made here is still delivered here, other
 * processes are told nothing until Redis is back, and then every process drops all it keeps, since it cannot
 * know what it missed. ioredis reconnects on its own (within 2 s of Redis answering again).
 */
export async function redisChangeFeed(
  url: string,
  channel = CHANGES_CHANNEL,
  log: OutageLogger = quiet,
): Promise<ChangeFeed> {
  const { Redis } = await import('ioredis');
  // Without an offline queue a publish while Redis is away fails at once instead of waiting for it.
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const subscriber = new Redis(url, { lazyConnect: true });
  // The first connection must succeed (a wrong REDIS_URL stops the start); later drops are retried by ioredis.
  const ready = (client: typeof publisher) =>
    new Promise<void>((resolve, reject) => {
      client.once('ready', () => resolve());
      client.once('error', reject);
      client.connect().catch(reject);
    });
  try {
    await Promise.all([ready(publisher), ready(subscriber)]);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }
  const outage = outageLog(log, 'Redis (change feed)');
  for (const client of [publisher, subscriber]) client.on('error', (error: Error) => outage.failed(error));
  const local = localChangeFeed();
  const self = randomUUID();
  subscriber.on('message', (from: string, message: string) => {
    const [topic, sender] = message.split(' ');
    if (from === channel && TOPICS.has(topic) && sender !== self) local.publish(topic as ChangeTopic);
  });
  await subscriber.subscribe(channel);

  let cutOff = false;
  let closing = false;
  subscriber.on('close', () => {
    if (!closing) cutOff = true;
  });
  subscriber.on('ready', async () => {
    if (!cutOff) return;
    cutOff = false;
    // ioredis subscribes again by itself; waiting for it means no change slips between the resync and it.
    await subscriber.subscribe(channel).catch(() => {});
    outage.recovered();
    for (const topic of TOPICS) await local.publish(topic as ChangeTopic);
  });

  return {
    async publish(topic) {
      await local.publish(topic);
      try {
        await publisher.publish(channel, `${topic} ${self}`);
      } catch (error) {
        outage.failed(error as Error);
      }
    },
    subscribe: local.subscribe,
    async reachable() {
      const timeout = new Promise<never>((_, reject) => {
        setTimeout(() => reject(new Error('Redis did not answer')), PING_TIMEOUT_MS).unref();
      });
      try {
        await Promise.race([publisher.ping(), timeout]);
        return subscriber.status === 'ready';
      } catch {
        return false;
      }
    },
    async close() {
      closing = true;
      await local.close();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

import { EventEmitter } from 'node:events';

/** What changed, for every process serving the shop to drop what it keeps of it (e.g. 'theme'). */
export type ChangeTopic = 'theme';

/**
 * Tells every process serving the shop that something merchants edit has changed. In one process a plain event;
 * with REDIS_URL, a Redis channel all processes share, so a save on one is seen by all at once.
 */
export interface ChangeFeed {
  publish(topic: ChangeTopic): Promise<void>;
  subscribe(listener: (topic: ChangeTopic) => void): () => void;
  close(): Promise<void>;
}

const TOPICS: ReadonlySet<string> = new Set<ChangeTopic>(['theme']);

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
    async close() {
      events.removeAllListeners();
    },
  };
}

export const CHANGES_CHANNEL = 'vitrine:changes';

/** A change feed over Redis pub/sub: one connection publishes, another listens (a listening one cannot publish). */
export async function redisChangeFeed(
  url: string,
  channel = CHANGES_CHANNEL,
  onError: (error: Error) => void = () => {},
): Promise<ChangeFeed> {
  const { Redis } = await import('ioredis');
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
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
  for (const client of [publisher, subscriber]) client.on('error', onError);
  const local = localChangeFeed();
  subscriber.on('message', (from: string, topic: string) => {
    if (from === channel && TOPICS.has(topic)) local.publish(topic as ChangeTopic);
  });
  await subscriber.subscribe(channel);
  return {
    async publish(topic) {
      // Every process hears it from Redis, this one included.
      await publisher.publish(channel, topic);
    },
    subscribe: local.subscribe,
    async close() {
      await local.close();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

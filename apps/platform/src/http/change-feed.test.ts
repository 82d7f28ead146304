import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayRedis } from '../testing/throwaway';
import { type ChangeFeed, type ChangeTopic, localChangeFeed, redisChangeFeed } from './change-feed';

function heard(feed: ChangeFeed): ChangeTopic[] {
  const topics: ChangeTopic[] = [];
  feed.subscribe((topic) => topics.push(topic));
  return topics;
}

describe('change feed in one process', () => {
  it('tells every subscriber, until it unsubscribes', async () => {
    const feed = localChangeFeed();
    const first = heard(feed);
    const second: ChangeTopic[] = [];
    const stop = feed.subscribe((topic) => second.push(topic));
    await feed.publish('theme');
    stop();
    await feed.publish('theme');
    expect(first).toEqual(['theme', 'theme']);
    expect(second).toEqual(['theme']);
    await feed.close();
  });
});

describe('change feed over Redis', () => {
  it('refuses to start when Redis cannot be reached, rather than waiting for it', async () => {
    await expect(redisChangeFeed('redis://127.0.0.1:1')).rejects.toThrow(/ECONNREFUSED/);
  });
});

// Several processes share changes through Redis; CI's PostgreSQL pass sets REDIS_URL to its local server.
describe.runIf(process.env.REDIS_URL)('change feed shared through Redis (REDIS_URL)', () => {
  const channel = `vitrine:test:${process.pid}:${Date.now()}`;
  const feeds: ChangeFeed[] = [];
  afterAll(async () => {
    for (const feed of feeds) await feed.close();
  });

  it('reaches the other processes, and the publisher itself at once and only once', async () => {
    const url = process.env.REDIS_URL as string;
    const one = await redisChangeFeed(url, channel);
    const other = await redisChangeFeed(url, channel);
    feeds.push(one, other);
    const atOne = heard(one);
    const atOther = heard(other);
    await one.publish('theme');
    expect(atOne).toEqual(['theme']);
    await other.publish('catalogue');
    // The other process hears its own change at once, maybe before 'theme' arrives from Redis.
    await expect.poll(() => [...atOther].sort()).toEqual(['catalogue', 'theme']);
    // By now Redis has echoed 'theme' to its publisher too (one channel, in order), and it was not heard twice.
    await expect.poll(() => atOne).toEqual(['theme', 'catalogue']);
  });
});

describe('change feed when Redis goes away and comes back', () => {
  let redis: Awaited<ReturnType<typeof throwawayRedis>>;
  const feeds: ChangeFeed[] = [];
  beforeAll(async () => {
    redis = await throwawayRedis();
  });
  afterAll(async () => {
    for (const feed of feeds) await feed.close();
    await redis?.stop();
  });

  it('delivers locally and warns once while Redis is away, then resyncs every process on its return', async () => {
    const warnings: string[] = [];
    const notes = { warn: (_: object, message: string) => warnings.push(message), info() {} };
    const here = await redisChangeFeed(redis.url, 'vitrine:test:outage', notes);
    const there = await redisChangeFeed(redis.url, 'vitrine:test:outage');
    feeds.push(here, there);
    const atHere = heard(here);
    const atThere = heard(there);
    expect(await here.reachable()).toBe(true);

    await redis.stop();
    await expect.poll(() => here.reachable()).toBe(false);
    await here.publish('theme'); // a save while Redis is away: this process still drops what it keeps
    expect(atHere).toEqual(['theme']);
    expect(atThere).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // several reconnection attempts fail meanwhile
    expect(warnings).toEqual(['Redis (change feed) unreachable']);

    await redis.start();
    // The other process missed that save: on reconnecting it drops everything it keeps.
    await expect.poll(() => atThere, { timeout: 5_000 }).toEqual(['theme', 'catalogue']);
    await expect.poll(() => here.reachable(), { timeout: 5_000 }).toBe(true);
    await here.publish('theme');
    await expect.poll(() => atThere.length, { timeout: 5_000 }).toBe(3);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
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

  it('reaches the other processes and the publisher itself', async () => {
    const url = process.env.REDIS_URL as string;
    const one = await redisChangeFeed(url, channel);
    const other = await redisChangeFeed(url, channel);
    feeds.push(one, other);
    const atOne = heard(one);
    const atOther = heard(other);
    await one.publish('theme');
    await expect.poll(() => atOther).toEqual(['theme']);
    await expect.poll(() => atOne).toEqual(['theme']);
  });
});

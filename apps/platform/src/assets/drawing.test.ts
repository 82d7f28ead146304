import { monitorEventLoopDelay } from 'node:perf_hooks';
import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { SILHOUETTES } from './silhouettes';
import { assetShop } from './testing';

describe('drawing images', () => {
  const shop = assetShop();
  afterAll(() => shop.close());

  it('draws on another thread', async () => {
    const drawing = await shop.drawer.draw('products/shirt/navy-front', 240);
    expect(drawing.threadId).not.toBe(threadId);
    await expect(shop.drawer.draw('products/../../etc', 240)).rejects.toThrow(/Not a drawable image path/);
  });

  it('draws a new variant once for 20 requests at the same time', async () => {
    const before = shop.drawer.drawings;
    const url = '/assets/products/dress/teal-studio.png?w=960';
    const responses = await Promise.all(Array.from({ length: 20 }, () => shop.get(url)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const bodies = await Promise.all(responses.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(bodies.every((body) => body.equals(bodies[0]))).toBe(true);
    expect(shop.drawer.drawings - before).toBe(1);
    expect([...shop.files().keys()].filter((name) => name.startsWith('products/dress/'))).toEqual([
      'products/dress/teal-studio.960.png',
    ]);
  });

  it('keeps answering other requests while it draws', async () => {
    await shop.get('/assets/products/shirt/navy-front.png?w=480');
    const urls = SILHOUETTES.slice(0, 8).map((s) => `/assets/products/${s}/rust-front.png?w=1440`);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const burst = Promise.all(urls.map((url) => shop.get(url)));
    const small = await shop.get('/assets/products/shirt/navy-front.png?w=480');
    const smallAnswered = performance.now() - started;
    const responses = await burst;
    const burstTook = performance.now() - started;
    delay.disable();
    expect(small.status).toBe(200);
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    // Eight of the largest drawings take most of a second on one worker; drawn on the event loop, they would
    // hold up both the small request and the loop's own timer for all of it.
    expect(smallAnswered).toBeLessThan(burstTook / 3);
    expect(delay.max / 1e6).toBeLessThan(burstTook / 3);
  });
});

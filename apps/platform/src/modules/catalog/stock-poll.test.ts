import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients, signedRequest } from '../user/test-clients';
import { setStock } from './catalogue-writes';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ products: 12 });
});
afterAll(() => platform?.close());

const writer = () => ({ db: platform.platform.services.db, changes: platform.platform.services.changes });

describe('stock changed since a moment (catalog.getProductStockForTimeByIds)', () => {
  it('pages through every stock record by cursor, each once, in both SDK versions', async () => {
    const total = Number(
      (
        await platform.platform.services.db
          .selectFrom('inventory')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    for (const sdk of Object.values(officialClients(platform))) {
      const seen = new Set<string>();
      let pageId: string | undefined;
      for (let pages = 0; pages < 100; pages++) {
        const answer = await sdk.catalog.getProductStockForTimeByIds({
          timestamp: '2000-01-01T00:00:00Z',
          pageSize: 7,
          ...(pageId ? { pageId } : {}),
        });
        expect(answer.items.length).toBeLessThanOrEqual(7);
        for (const item of answer.items) seen.add(item.uid);
        if (!answer.page.has_next) break;
        pageId = answer.page.next_id;
      }
      expect(seen.size).toBe(total);
    }
  });

  it('answers only what changed since the timestamp, with its new quantity', async () => {
    const { v3 } = officialClients(platform);
    const [record] = (
      await v3.catalog.getProductStockForTimeByIds({ timestamp: '2000-01-01T00:00:00Z', pageSize: 1 })
    ).items;
    const mark = new Date().toISOString();
    await setStock(writer(), {
      productUid: record.item_id,
      size: record.size,
      storeUid: record.store.id,
      quantity: 3,
    });
    const changed = await v3.catalog.getProductStockForTimeByIds({ timestamp: mark });
    expect(changed.items).toEqual([expect.objectContaining({ uid: record.uid, quantity: 3 })]);
    expect(changed.page).toEqual({ type: 'cursor', size: 50, has_next: false });
  });

  it('answers 400 for a timestamp that is not a date or a page_id it did not give', async () => {
    const path = '/service/application/catalog/v1.0/products/stock-status/poll/';
    const bad = await signedRequest(platform, { method: 'GET', path: `${path}?timestamp=yesterday` });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'timestamp must be a date and time, such as 2024-06-01T10:00:00Z' },
    });
    const forged = await signedRequest(platform, {
      method: 'GET',
      path: `${path}?timestamp=2024-01-01&page_id=bm9wZQ`,
    });
    expect(forged).toMatchObject({
      status: 400,
      body: { message: 'page_id must be a page.next_id this call answered' },
    });
  });
});

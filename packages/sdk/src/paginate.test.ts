import { describe, expect, it } from 'vitest';
import { type PageCursor, type PageInfo, paginate } from './paginate';

async function collect<T>(pages: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const page of pages) out.push(page);
  return out;
}

describe('paginate', () => {
  it('follows page numbers until has_next is false', async () => {
    const asked: PageCursor[] = [];
    const pages = await collect(
      paginate(async (cursor) => {
        asked.push(cursor);
        return {
          items: [cursor.pageNo],
          page: { type: 'number', current: cursor.pageNo, has_next: cursor.pageNo < 3 },
        };
      }),
    );
    expect(pages.map((p) => p.items[0])).toEqual([1, 2, 3]);
    expect(asked.map((c) => c.pageNo)).toEqual([1, 2, 3]);
  });

  it('follows cursors through next_id', async () => {
    const cursors: Record<string, PageInfo> = {
      start: { type: 'cursor', has_next: true, next_id: 'c2' },
      c2: { type: 'cursor', has_next: true, next_id: 'c3' },
      c3: { type: 'cursor', has_next: false },
    };
    const asked: (string | undefined)[] = [];
    await collect(
      paginate(async ({ pageId }) => {
        asked.push(pageId);
        return { page: cursors[pageId ?? 'start'] };
      }),
    );
    expect(asked).toEqual([undefined, 'c2', 'c3']);
  });

  it('stops on a cursor page that claims more but names no next cursor, or has no page block', async () => {
    expect(await collect(paginate(async () => ({ page: { type: 'cursor', has_next: true } })))).toHaveLength(
      1,
    );
    expect(await collect(paginate(async () => ({})))).toHaveLength(1);
  });
});

/** The `page` block of a paged listing response. */
export interface PageInfo {
  type?: string;
  current?: number;
  has_next?: boolean;
  next_id?: string | null;
}

/** Where the next page starts: pass `pageNo` for number paging, `pageId` (+ `pageType: 'cursor'`) for cursors. */
export interface PageCursor {
  pageNo: number;
  pageId: string | undefined;
}

/**
 * Iterates the pages of a listing, following `page.has_next` — `page_no` for number paging and
 * `page.next_id` for cursor paging:
 *
 *   for await (const page of paginate(({ pageId }) => client.catalog.getProducts({ pageType: 'cursor', pageId })))
 */
export async function* paginate<T extends { page?: PageInfo }>(
  fetchPage: (cursor: PageCursor) => Promise<T>,
): AsyncGenerator<T, void, undefined> {
  let cursor: PageCursor = { pageNo: 1, pageId: undefined };
  while (true) {
    const result = await fetchPage(cursor);
    yield result;
    const page = result.page;
    if (!page?.has_next) return;
    // A cursor page that claims more but names no next cursor would repeat itself forever.
    if (page.type === 'cursor' && !page.next_id) return;
    cursor = { pageNo: cursor.pageNo + 1, pageId: page.next_id ?? undefined };
  }
}

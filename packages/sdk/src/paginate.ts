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

/** Where the first page starts. */
export const FIRST_PAGE: PageCursor = { pageNo: 1, pageId: undefined };

/**
 * Where the page after this one starts, or undefined when there is none: `page.has_next` false, or a cursor page
 * that claims more but names no next cursor (which would repeat itself forever).
 */
export function nextCursor(cursor: PageCursor, page: PageInfo | undefined): PageCursor | undefined {
  if (!page?.has_next) return undefined;
  if (page.type === 'cursor' && !page.next_id) return undefined;
  return { pageNo: cursor.pageNo + 1, pageId: page.next_id ?? undefined };
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
  let cursor: PageCursor | undefined = FIRST_PAGE;
  while (cursor) {
    const result = await fetchPage(cursor);
    yield result;
    cursor = nextCursor(cursor, result.page);
  }
}

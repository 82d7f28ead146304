import type { Api, Endpoint, EndpointResponse } from '@vitrine/contract';
import type { CallArgs } from './call-args';
import { FIRST_PAGE, nextCursor, type PageCursor, type PageInfo } from './paginate';

/**
 * The named paginators of the platform's official SDK that our contract has the calls for: `cursor` ones send
 * `page_type=cursor` and follow `page.next_id`, `number` ones count `page_no` up; both stop at `page.has_next`.
 */
export const PAGINATORS = {
  catalog: {
    getProductsPaginator: { call: 'getProducts', paging: 'cursor' },
    getCollectionItemsBySlugPaginator: { call: 'getCollectionItemsBySlug', paging: 'cursor' },
    getHomeProductsPaginator: { call: 'getHomeProducts', paging: 'cursor' },
    getBrandsPaginator: { call: 'getBrands', paging: 'number' },
    getCollectionsPaginator: { call: 'getCollections', paging: 'number' },
    getInStockLocationsPaginator: { call: 'getInStockLocations', paging: 'number' },
    getStoresPaginator: { call: 'getStores', paging: 'number' },
    getProductSellersBySlugPaginator: { call: 'getProductSellersBySlug', paging: 'number' },
  },
} as const;

type Paged = { page?: PageInfo };

/**
 * The pages of one listing, handed out as the official SDK's Paginator does: `next()` fetches the next page,
 * `hasNext()` tells whether there is one (true before the first). `for await (const page of paginator)` works too.
 */
export class Paginator<T extends Paged> {
  private cursor: PageCursor | undefined = FIRST_PAGE;

  constructor(private readonly fetchPage: (cursor: PageCursor) => Promise<T>) {}

  hasNext(): boolean {
    return this.cursor !== undefined;
  }

  async next(): Promise<T> {
    const cursor = this.cursor;
    if (!cursor) throw new Error('There is no next page');
    const result = await this.fetchPage(cursor);
    this.cursor = nextCursor(cursor, result.page);
    return result;
  }

  /** Starts again from the first page. */
  reset(): void {
    this.cursor = FIRST_PAGE;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    while (this.hasNext()) yield await this.next();
  }
}

type Paginators = typeof PAGINATORS;
type EndpointOf<M extends keyof Paginators, P extends keyof Paginators[M]> = Paginators[M][P] extends {
  call: infer C extends keyof Api[M];
}
  ? Api[M][C] extends Endpoint
    ? Api[M][C]
    : never
  : never;

/** A paginator's arguments: its call's, less the paging ones it sets itself. */
export type PaginatorArgs<E extends Endpoint> = Omit<CallArgs<E>, 'pageNo' | 'pageId' | 'pageType'>;

export type PaginatorMethods = {
  [M in keyof Paginators]: {
    [P in keyof Paginators[M]]: (
      args?: PaginatorArgs<EndpointOf<M, P>>,
    ) => Paginator<EndpointResponse<EndpointOf<M, P>> & Paged>;
  };
};

/** The query of one page: number pages by `pageNo`, cursor pages by `pageType: 'cursor'` and `pageId`. */
export function pageArgs(paging: 'cursor' | 'number', cursor: PageCursor): Record<string, unknown> {
  return paging === 'cursor' ? { pageType: 'cursor', pageId: cursor.pageId } : { pageNo: cursor.pageNo };
}

import { ProductCard, useDrawer, useText } from '@vitrine/kit';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { EmptyState } from '../shell/empty-state';
import { chosenFilterCount, FilterButton, FilterPanel } from './filter-panel';
import { type ListingData, nextPageQuery } from './listing-types';
import { SearchCorrection } from './search-correction';
import { SortSelect } from './sort-select';

/** Start loading the next page when the end of the list comes within this distance of the viewport. */
const INFINITE_SCROLL_THRESHOLD_PX = 100;

function useInfiniteProducts(initial: ListingData) {
  const { pathname, search } = useLocation();
  // Every listing route's loader returns `{ listing, ... }`.
  const fetcher = useFetcher<{ listing: ListingData }>();
  const [items, setItems] = useState(initial.items);
  const [page, setPage] = useState(initial.page);
  const [nextSearch, setNextSearch] = useState(() => nextPageQuery(search, initial.page));
  const appended = useRef<ListingData | undefined>(undefined);

  useEffect(() => {
    const loaded = fetcher.data?.listing;
    if (!loaded || fetcher.state !== 'idle' || appended.current === loaded) return;
    appended.current = loaded;
    setItems((current) => {
      const seen = new Set(current.map((item) => item.slug));
      return [...current, ...loaded.items.filter((item) => !seen.has(item.slug))];
    });
    setPage(loaded.page);
    setNextSearch((previous) => (previous ? nextPageQuery(previous, loaded.page) : undefined));
  }, [fetcher.data, fetcher.state]);

  const loading = fetcher.state !== 'idle';
  // More items exist and none is loading: only then ask for the next page.
  const loadMore = () => {
    if (!nextSearch || loading) return;
    fetcher.load(`${pathname}?${nextSearch}`);
  };
  return { items, page, nextSearch, loading, loadMore };
}

export function ListingView({ title, data }: { title: string; data: ListingData }) {
  const t = useText();
  const { pathname } = useLocation();
  const { items, page, nextSearch, loading, loadMore } = useInfiniteProducts(data);
  const filterDrawer = useDrawer();
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;

  // Re-observing after each load matters: if the end is still in view, the next page is asked for at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loading` is a trigger, not a value read inside
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !nextSearch || typeof IntersectionObserver === 'undefined') return;
    // The first report comes as soon as observing starts: a shopper who scrolled past the end before the page
    // hydrated (the end now above the viewport, not in it) gets the next page too.
    const reached = (entry: IntersectionObserverEntry) =>
      entry.isIntersecting || entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some(reached)) loadMoreRef.current();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [nextSearch, loading]);

  const total = data.page.item_total;
  return (
    <div className="listing">
      <FilterPanel filters={data.filters} lockedKeys={data.lockedKeys} drawer={filterDrawer} />
      <section aria-labelledby="listing-title">
        <div className="listing__toolbar">
          <h1 id="listing-title" className="page-title">
            {title}
            {total !== undefined ? (
              <small className="listing__count" data-testid="listing-count">
                {' '}
                ({total} {total === 1 ? 'product' : 'products'})
              </small>
            ) : null}
          </h1>
          <div className="listing__actions">
            {data.filters.length > 0 ? (
              <FilterButton drawer={filterDrawer} count={chosenFilterCount(data.filters, data.lockedKeys)} />
            ) : null}
            <SortSelect options={data.sortOptions} />
          </div>
        </div>
        <SearchCorrection data={data} />
        {items.length === 0 ? (
          <EmptyState
            title={data.q ? `No results for "${data.q}"` : 'No products found'}
            description="Try other filters or another search."
            button={{ text: 'Browse all products', to: '/products/' }}
          />
        ) : (
          <ul className="product-grid" data-testid="product-list">
            {items.map((product, index) => (
              <li key={product.slug}>
                <ProductCard product={product} priority={index < 4} />
              </li>
            ))}
          </ul>
        )}
        <div
          className="listing__more"
          ref={sentinel}
          data-testid="listing-end"
          data-has-next={Boolean(page.has_next)}
        >
          {nextSearch ? (
            <Link
              to={`${pathname}?${nextSearch}`}
              rel="next"
              className="button button--ghost"
              data-testid="load-more"
              onClick={(event) => {
                event.preventDefault();
                loadMore();
              }}
            >
              {loading ? t('listing.loading') : t('listing.loadMore')}
            </Link>
          ) : null}
        </div>
      </section>
    </div>
  );
}

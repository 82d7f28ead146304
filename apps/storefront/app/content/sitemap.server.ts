import { TtlMemo } from '@vitrine/contract';
import { data } from 'react-router';
import { pageError } from '../catalog/page-error.server';
import type { StorefrontContext } from '../load-context';
import { SITEMAP_URL_LIMIT } from './sitemap-xml';

/**
 * Lists read for the sitemap, kept a while in this process: a part of 10,000 products costs a hundred listing
 * calls, and crawlers (or anyone) may ask for every part again and again. A sitemap a few minutes behind the
 * catalogue is fine; concurrent requests for one part share one read.
 */
const kept = new TtlMemo<string[] | number>({ ttlMs: 10 * 60_000, maxEntries: 128 });

/** Products in one part of the sitemap: well under the protocol's limit, and quick enough to build. */
const PRODUCTS_PER_PART = 10_000;
/** The platform's largest page of any list. */
const LIST_PAGE = 100;
/** Pages of a list asked for at once: enough to be quick, few enough to leave the platform to shoppers. */
const AT_ONCE = 4;

interface Paged<T> {
  items?: T[];
  page?: { has_next?: boolean; item_total?: number };
}

/** Every item of a numbered list: the first page says how many there are, the rest are read a few at a time. */
async function everyPage<T>(read: (pageNo: number) => Promise<Paged<T>>, firstPage = 1, lastPage = Infinity) {
  const first = await read(firstPage);
  const items = [...(first.items ?? [])];
  const total = first.page?.item_total;
  if (total === undefined) {
    // Without a total, follow has_next one page at a time.
    let page = first;
    for (let n = firstPage + 1; page.page?.has_next && n <= lastPage; n++) {
      page = await read(n);
      items.push(...(page.items ?? []));
    }
    return items;
  }
  const last = Math.min(lastPage, Math.ceil(total / LIST_PAGE));
  for (let from = firstPage + 1; from <= last; from += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, last - from + 1) }, (_, i) => read(from + i));
    for (const page of await Promise.all(batch)) items.push(...(page.items ?? []));
  }
  return items;
}

const slugsOf = (items: { slug?: string }[]) => items.flatMap((item) => (item.slug ? [item.slug] : []));
const under = (prefix: string, slugs: string[]) =>
  slugs.map((slug) => `${prefix}${encodeURIComponent(slug)}`);

function categorySlugs(nodes: { slug: string; childs?: unknown[] }[] | undefined): string[] {
  return (nodes ?? []).flatMap((node) => [
    node.slug,
    ...categorySlugs(node.childs as { slug: string; childs?: unknown[] }[] | undefined),
  ]);
}

/** How many products the shop lists, and so how many product parts its sitemap has. */
export function productParts(context: StorefrontContext): Promise<number> {
  return kept.get('parts', () => countParts(context));
}

async function countParts(context: StorefrontContext): Promise<number> {
  const listing = await context.sdk.catalog.getProducts({ pageSize: 1, filters: false }).catch(pageError);
  return Math.ceil((listing.page?.item_total ?? 0) / PRODUCTS_PER_PART);
}

/** The product pages of one part (numbered from 1); a part past the last is not found. */
export function productPaths(context: StorefrontContext, part: number): Promise<string[]> {
  return kept.get(`products-${part}`, () => readProductPaths(context, part));
}

async function readProductPaths(context: StorefrontContext, part: number): Promise<string[]> {
  const pagesPerPart = PRODUCTS_PER_PART / LIST_PAGE;
  const items = await everyPage(
    (pageNo) =>
      context.sdk.catalog.getProducts({ pageNo, pageSize: LIST_PAGE, filters: false }).catch(pageError),
    (part - 1) * pagesPerPart + 1,
    part * pagesPerPart,
  );
  if (items.length === 0) throw data('Not found', { status: 404 });
  return under('/product/', slugsOf(items)).slice(0, SITEMAP_URL_LIMIT);
}

/** Content pages kept at a path of their own rather than under /page/. */
const PAGES_WITH_OWN_PATH: Record<string, string> = {
  'about-us': '/about-us',
  team: '/team/',
  'card-tokenisation': '/help/card-tokenisation',
};

const FIXED_PATHS = [
  '/',
  '/products/',
  '/brands/',
  '/categories/',
  '/collections/',
  '/blog/',
  '/faq/',
  '/locate-us',
  '/privacy-policy/',
  '/shipping-policy/',
  '/return-policy/',
  '/terms-and-conditions/',
];

/** Every page but products: listings, brands, categories, collections, posts, FAQ categories, content pages. */
export function catalogueAndContentPaths(context: StorefrontContext): Promise<string[]> {
  return kept.get('pages', () => readCatalogueAndContentPaths(context));
}

async function readCatalogueAndContentPaths(context: StorefrontContext): Promise<string[]> {
  const { catalog, content } = context.sdk;
  const [brands, categories, collections, blogs, faqCategories, pages] = await Promise.all([
    everyPage((pageNo) => catalog.getBrands({ pageNo, pageSize: LIST_PAGE })),
    catalog.getCategories(),
    everyPage((pageNo) => catalog.getCollections({ pageNo, pageSize: LIST_PAGE })),
    everyPage((pageNo) => content.getBlogs({ pageNo, pageSize: LIST_PAGE })),
    content.getFaqCategories(),
    everyPage((pageNo) => content.getPages({ pageNo, pageSize: LIST_PAGE })),
  ]).catch(pageError);
  const pageSlugs = slugsOf(pages.filter((page) => page.published !== false));
  const paths = [
    ...FIXED_PATHS,
    ...under('/brand/', slugsOf(brands)),
    ...under('/category/', [...new Set(categories.data?.flatMap((group) => categorySlugs(group.items)))]),
    ...under('/collection/', slugsOf(collections)),
    ...under('/blog/', slugsOf(blogs)),
    ...under('/faq/', slugsOf(faqCategories.categories ?? [])),
    ...pageSlugs.map((slug) => PAGES_WITH_OWN_PATH[slug] ?? `/page/${encodeURIComponent(slug)}`),
  ];
  return [...new Set(paths)].slice(0, SITEMAP_URL_LIMIT);
}

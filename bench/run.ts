// `npm run bench`: seeds a catalogue, starts the production server and measures it against bare node:http
// ceilings, each returning the bytes its scenario got. Prints figures beside the targets; never fails on a missed target (benchmarks are not tests).
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_APPLICATION_ID, DEFAULT_APPLICATION_TOKEN } from '@vitrine/contract';
import { startShop } from '../e2e/support/shop-server';
import { cartRequests } from './cart-requests';
import { analyzeCarts, benchDatabaseUrl, ensureCatalogue } from './catalogue';
import { sentBytes, startCeiling } from './ceiling';
import { keepPages, type LoadRequest, type LoadResult, measure, residentMemory, settle } from './load';
import { DISTINCT_PRODUCT_PAGES, listingPagePaths, productPageSets } from './page-requests';
import { javascriptWeight } from './page-weight';
import { printReport } from './report';
import { discoverFacets, listingPath, Signer, suggestionTerms, variedListingPaths } from './signed-requests';

const ROOT = path.resolve(import.meta.dirname, '..');
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Shop processes (WEB_CONCURRENCY, passed on to the server; more than one needs DATABASE_URL). */
const processes = Number(process.env.WEB_CONCURRENCY || 1);
const databaseUrl = process.env.DATABASE_URL
  ? await benchDatabaseUrl(process.env.DATABASE_URL, products)
  : undefined;
const dataDir = path.resolve(
  process.env.BENCH_DATA_DIR ??
    path.join(ROOT, 'bench', 'data', databaseUrl ? 'postgres' : `pglite-${products}`),
);
const credentials = {
  applicationId: process.env.VITRINE_APPLICATION_ID || DEFAULT_APPLICATION_ID,
  applicationToken: process.env.VITRINE_APPLICATION_TOKEN || DEFAULT_APPLICATION_TOKEN,
};
/** Enough distinct listing requests that none repeats even at several thousand requests a second. */
const variedCount = Math.max(20_000, seconds * 4_000);
/** Enough product slugs that the distinct-products run repeats none below 500 pages a second. */
const slugCount = Math.max(DISTINCT_PRODUCT_PAGES, seconds * 500) + 60;
/** BENCH_ONLY='product page, distinct;listing page SSR': only the scenarios named (and their ceilings). */
const only = process.env.BENCH_ONLY?.split(';')
  .map((name) => name.trim())
  .filter(Boolean);
const wanted = (name: string) => !only?.length || only.includes(name);

await ensureCatalogue({ dataDir, databaseUrl }, products);

console.log('Starting the server (NODE_ENV=production)…');
// BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
const shop = await startShop({
  dataDir,
  env: { DATABASE_URL: databaseUrl, VITRINE_SEED_PRODUCTS: String(products) },
  nodeArgs: [
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    // BENCH_NODE_ARGS='--max-semi-space-size=32': node flags for the server, to compare runtime settings.
    ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ],
});
const host = new URL(shop.baseUrl).host;
const signAll = async (paths: string[]) => {
  const signer = new Signer(credentials, host);
  return Promise.all(paths.map((p) => signer.sign(p)));
};

try {
  console.log('Reading sorts, filters, search words and product slugs from the API…');
  const facets = await discoverFacets(shop.baseUrl, new Signer(credentials, host), slugCount);
  console.log(
    `Catalogue: ${facets.slugs.length} product pages, ${facets.filters.length} filter values, ${facets.sorts.length} sorts, ${facets.terms.length} search words.`,
  );
  const productPages = productPageSets(facets.slugs);
  let settleCount = 0;
  const settleServer = async () => {
    // A listing page nobody asked for yet goes to the database, behind whatever the last run left queued.
    const [probe] = await signAll([listingPath({ page_size: 12, page_no: 1_000 + settleCount++ })]);
    await settle(shop.baseUrl, probe);
  };
  const results: LoadResult[] = [];
  /** Each scenario's ceiling: the bare server returns the bytes one of its own requests got from the shop. */
  const ceilingSamples = new Map<string, LoadRequest>();
  const run = async (
    name: string,
    requests: () => Promise<LoadRequest[]> | LoadRequest[],
    ceiling: { name: string; sample: LoadRequest },
    rate?: number,
  ) => {
    if (!wanted(name)) return undefined;
    console.log(`Measuring: ${name}…`);
    const list = await requests();
    await settleServer();
    const result = {
      ...(await measure(name, shop.baseUrl, list, { seconds, serverPid: shop.pid, rate })),
      ceiling: ceiling.name,
    };
    results.push(result);
    ceilingSamples.set(ceiling.name, ceiling.sample);
    return result;
  };

  // Warms the code paths (JIT) on the repeated product pages only: the distinct ones stay unseen.
  console.log('Warming up…');
  await keepPages(shop.baseUrl, productPages.repeated);
  await measure('warm-up', shop.baseUrl, productPages.repeated, { seconds: 3 });
  await settleServer();
  const idleRss = residentMemory(shop.pid);

  const repeatedPath = '/service/application/catalog/v1.0/products/?page_size=12&sort_on=popular';
  const [repeated] = await signAll([repeatedPath]);
  const listingJson = { name: 'ceiling: listing JSON', sample: repeated };
  const productPageBytes = { name: 'ceiling: product page', sample: productPages.repeated[0] };
  const listingPages = listingPagePaths(facets, variedCount);
  const listingPageBytes = { name: 'ceiling: listing page', sample: listingPages[0] };

  await run('listing, varied', () => signAll(variedListingPaths(facets, variedCount)), listingJson);
  await run('listing, repeated', () => [repeated], listingJson);
  await run(
    'search suggestions',
    () =>
      signAll(
        suggestionTerms(facets, 5_000).map(
          (term) => `/service/application/catalog/v1.0/auto-complete/?q=${encodeURIComponent(term)}`,
        ),
      ),
    listingJson,
  );
  // Pages as a shopper without a cookie gets them: each product once, then the same few again and again.
  await run('product page, distinct', () => productPages.distinct, productPageBytes);
  await run('product page, cached', () => productPages.repeated, productPageBytes);
  await run('listing page SSR', () => listingPages, listingPageBytes);

  // Carts of visitors: made up front, then filled by the add-to-cart run and read by the two after it.
  const cartScenarios = ['add to cart', 'add to cart, half load', 'cart detail', 'cart page SSR'];
  if (cartScenarios.some(wanted)) {
    console.log('Making visitor carts…');
    const carts = await cartRequests(shop.baseUrl, credentials, facets.slugs, seconds * 3_000);
    const cartJson = { name: 'ceiling: cart JSON', sample: carts.details[0] };
    const full = await run('add to cart', () => carts.adds, cartJson);
    // The same adds at half the rate the server just carried: a latency target is judged below saturation,
    // where p99 is the work itself; at saturation it is mostly the queue (50 connections ÷ throughput).
    if (full) {
      const rate = Math.max(1, Math.floor(full.requestsPerSecond / 2));
      await run('add to cart, half load', () => carts.adds.slice(full.sent), cartJson, rate);
      await analyzeCarts({ dataDir, databaseUrl });
    }
    await run('cart detail', () => carts.details, cartJson);
    await run('cart page SSR', () => carts.pages, { name: 'ceiling: cart page', sample: carts.pages[0] });
  }

  const ceilings: LoadResult[] = [];
  for (const [name, sample] of ceilingSamples) {
    console.log(`Measuring: ${name} (bare node:http with the bytes the shop sent for it)…`);
    const ceilingServer = await startCeiling(
      await sentBytes(`${shop.baseUrl}${sample.path}`, sample.headers),
      processes,
    );
    try {
      ceilings.push(
        await measure(name, ceilingServer.baseUrl, [sample], { seconds, serverPid: ceilingServer.pid }),
      );
    } finally {
      ceilingServer.stop();
    }
  }

  const weight = await javascriptWeight(`${shop.baseUrl}${productPages.repeated[0].path}`).catch(
    (error: Error) => ({
      error: error.message,
    }),
  );
  const figures = { processes, products, seconds, results, ceilings, idleRss };
  printReport({ ...figures, database: databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)', pageJs: weight });
  const resultsDir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const database = databaseUrl ? 'postgres' : 'pglite';
  fs.writeFileSync(file, JSON.stringify({ database, ...figures, weight }, null, 2));
  console.log(`\nFull figures: ${path.relative(ROOT, file)}`);
} finally {
  await shop.stop();
}

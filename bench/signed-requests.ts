import { computeSignature, signingDate } from '@vitrine/contract';

const API = '/service/application/catalog/v1.0';

export interface BenchRequest {
  method: 'GET';
  path: string;
  headers: Record<string, string>;
}

export interface Credentials {
  applicationId: string;
  applicationToken: string;
}

/** Signs GET requests the way the SDK does, each with the current x-fp-date (valid for five minutes). */
export class Signer {
  private readonly authorization: string;

  constructor(
    credentials: Credentials,
    private readonly host: string,
  ) {
    this.authorization = `Bearer ${Buffer.from(`${credentials.applicationId}:${credentials.applicationToken}`).toString('base64')}`;
  }

  async sign(path: string): Promise<BenchRequest> {
    const headers: Record<string, string> = { host: this.host, 'x-fp-date': signingDate() };
    const signature = await computeSignature({ method: 'GET', path, headers });
    return {
      method: 'GET',
      path,
      headers: { ...headers, authorization: this.authorization, 'x-fp-signature': signature },
    };
  }
}

export function listingPath(query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString().replace(/\+/g, '%20');
  return `${API}/products/${text ? `?${text}` : ''}`;
}

/** What the catalogue offers to vary listing queries with, read from the API itself. */
export interface CatalogueFacets {
  sorts: string[];
  filters: string[];
  terms: string[];
  slugs: string[];
}

interface ListingResponse {
  items?: { slug: string; name?: string; brand?: { name?: string } }[];
  filters?: { key?: { name?: string }; values?: { value?: string | number; count?: number }[] }[];
  sort_on?: { value?: string }[];
}

/** Reads sort orders, filter values, search words and product slugs through signed API calls. */
export async function discoverFacets(
  baseUrl: string,
  signer: Signer,
  slugCount: number,
): Promise<CatalogueFacets> {
  const call = async (path: string): Promise<ListingResponse> => {
    const request = await signer.sign(path);
    const response = await fetch(`${baseUrl}${path}`, { headers: request.headers });
    if (!response.ok) throw new Error(`GET ${path} → ${response.status} ${await response.text()}`);
    return (await response.json()) as ListingResponse;
  };
  const first = await call(listingPath({ filters: 'true', page_size: 12 }));
  const sorts = (first.sort_on ?? []).map((s) => s.value ?? '').filter((v) => v && v !== 'relevance');
  const filters = (first.filters ?? []).flatMap((filter) =>
    (filter.values ?? [])
      .filter((v) => v.value !== undefined && v.value !== '' && (v.count ?? 1) > 0)
      .map((v) => `${filter.key?.name}:${v.value}`),
  );
  const slugs: string[] = [];
  const words = new Set<string>();
  for (let page = 1; slugs.length < slugCount; page++) {
    console.log(`  reading product page ${page} of the catalogue…`);
    const listing = await call(listingPath({ page_no: page, page_size: 100, sort_on: 'latest' }));
    const items = listing.items ?? [];
    for (const item of items) {
      slugs.push(item.slug);
      for (const word of `${item.name ?? ''} ${item.brand?.name ?? ''}`.split(/\s+/)) {
        if (/^[A-Za-z]{4,}$/.test(word)) words.add(word.toLowerCase());
      }
    }
    if (items.length < 100) break;
  }
  return { sorts, filters, terms: [...words], slugs };
}

/** `count` listing queries, no two alike: pages × sizes × sorts × one filter or a search term. */
export function variedListingPaths(facets: CatalogueFacets, count: number): string[] {
  const paths = new Set<string>();
  const sorts = facets.sorts.length ? facets.sorts : ['latest'];
  const narrowing: Record<string, string>[] = [
    {},
    ...facets.filters.map((f) => ({ f })),
    ...facets.terms.map((q) => ({ q })),
  ];
  const sizes = [12, 24, 36, 48];
  // Earlier pages are what shoppers ask for most; walk deeper only when the shallow ones are used up.
  for (let page = 1; paths.size < count && page <= 10_000; page++) {
    for (const size of sizes) {
      for (const sort of sorts) {
        for (const extra of narrowing) {
          paths.add(listingPath({ ...extra, sort_on: sort, page_size: size, page_no: page }));
          if (paths.size >= count) return shuffle([...paths]);
        }
      }
    }
  }
  return shuffle([...paths]);
}

/** Deterministic shuffle, so runs are comparable. */
export function shuffle<T>(items: T[]): T[] {
  let seed = 42;
  for (let i = items.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** Prefixes of catalogue words, as a shopper types them (3 letters and up). */
export function suggestionTerms(facets: CatalogueFacets, count: number): string[] {
  const terms = new Set<string>();
  for (const word of facets.terms) {
    for (let length = 3; length <= word.length; length++) terms.add(word.slice(0, length));
    if (terms.size >= count) break;
  }
  return shuffle([...terms]).slice(0, count);
}

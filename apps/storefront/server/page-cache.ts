import type { ContentEncoding } from '@vitrine/platform/compression';
import { encodeBody, encodedFor, wantedEncoding } from './page-cache-encodings';
import {
  isSharedPageRequest,
  normalisedUrl,
  pageKey,
  pageKeyOf,
  sharedRenderCookies,
} from './page-cache-key';
import { PageStore, type StoredPage } from './page-cache-store';

/** How a page is made: rendered for a request, and the stamp of the theme it would show (id and last save). */
export interface PageSource {
  render(request: Request): Promise<Response>;
  themeStamp(request: Request): Promise<string | undefined>;
}

/** PAGE_CACHE_MB unset: product pages weigh about 100 kB, so this keeps a few hundred of them. */
export const DEFAULT_PAGE_CACHE_MB = 64;

export interface PageCacheOptions {
  /** Most megabytes of page bodies kept (PAGE_CACHE_MB); 0 turns the cache off. */
  megabytes: number;
  maxEntries?: number;
  now?: () => number;
  /**
   * Keep a compressed copy of a page per encoding once a hit asks for it, so later hits are not compressed again
   * (off with COMPRESSION=off). Made on a hit, not on the render: most pages rendered once are never asked again.
   */
  compress?: boolean;
}

/**
 * How long this process serves a kept page without rendering it again, then how long past that it still serves
 * it while one render refreshes it. Saves and catalogue changes drop pages at once; these only bound what no
 * change announces (a storefront running apart without REDIS_URL).
 */
const FRESH_MS = 60_000;
const STALE_MS = 10 * 60_000;
/** A missing page is kept briefly: it is cheap to render and may be created soon. */
const NOT_FOUND_FRESH_MS = 10_000;
/**
 * How long after a request read the shown theme a hit may be found without reading it again (freshHit). The
 * theme itself is kept a few seconds (the shared memo); then one request reads it again through the full lookup
 * while the others go by the stamp read last, for at most THEME_RECHECK_MS: so a re-read that waits on the
 * platform stalls no hit. Together they add at most 3 s to how late an unannounced theme change shows.
 */
const THEME_TRUST_MS = 1_000;
const THEME_RECHECK_MS = 2_000;
/** What a proxy or CDN in front may keep (it hears of no change): a change shows there within this. */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
const PERSONAL_CACHE_CONTROL = 'private, no-store';

type CacheState = 'HIT' | 'MISS' | 'STALE' | 'BYPASS';
/** A render's answer, its cookies left out: none reaches a visitor from a render for everyone. */
type Rendered = Omit<StoredPage, 'freshUntil' | 'staleUntil'> & { setCookie: boolean };

const storable = (page: Omit<Rendered, 'body'>) =>
  (page.status === 200 || page.status === 404) && !page.setCookie;

/** Headers of a rendered page that belong to the answer, not to the page. */
const UNKEPT_HEADERS = new Set(['set-cookie', 'cache-control', 'x-cache', 'content-length', 'date']);

/**
 * The render a kept page comes from: the address normalised, no cookies (nothing personal can enter it) and no
 * shopper's connection to abort it, so every visitor waiting for it gets the whole page.
 */
function sharedRenderRequest(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete('cookie');
  const locale = sharedRenderCookies(request);
  if (locale) headers.set('cookie', locale);
  headers.delete('authorization');
  return new Request(normalisedUrl(request), { method: 'GET', headers });
}

/** A render split in two: its head and a stream for the visitor who asked, and the whole page for the cache. */
interface SplitRender {
  head: Omit<Rendered, 'body'>;
  stream: ReadableStream<Uint8Array> | null;
  page: Promise<Rendered>;
}

/**
 * `kept` runs once the whole page is read (it stores it): the visitor's stream ends only after it, so whoever
 * has the whole page knows the cache has it too. The render is read to its end whatever the visitor does (one
 * who leaves must not cut the page short for the cache), each chunk handed on as it comes. One reader and one
 * stream rather than a tee, a transform and a Response to collect it: a page rendered afresh went through all
 * of them, each with streams of its own to set up.
 */
function split(response: Response, kept: (page: Rendered) => void): SplitRender {
  const headers = [...response.headers].filter(([name]) => !UNKEPT_HEADERS.has(name.toLowerCase()));
  const head = { status: response.status, headers, setCookie: response.headers.has('set-cookie') };
  const source = response.body;
  let visitor: ReadableStreamDefaultController<Uint8Array> | undefined;
  const stream = source
    ? new ReadableStream<Uint8Array>({
        start(controller) {
          visitor = controller;
        },
        cancel() {
          visitor = undefined;
        },
      })
    : null;
  const readWhole = async (): Promise<Rendered> => {
    const chunks: Uint8Array[] = [];
    let length = 0;
    if (source) {
      const reader = source.getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          chunks.push(value);
          length += value.byteLength;
          visitor?.enqueue(value);
        }
      } catch (error) {
        visitor?.error(error);
        throw error;
      }
    }
    const body = new Uint8Array(length);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    const whole = { ...head, body };
    kept(whole);
    visitor?.close();
    return whole;
  };
  return { head, stream, page: readWhole() };
}

function answer(
  page: Omit<StoredPage, 'body'> | Omit<Rendered, 'body'>,
  body: BodyInit | null,
  request: Request,
  state: CacheState,
): Response {
  const headers = new Headers(page.headers);
  const kept = 'freshUntil' in page ? true : storable(page);
  headers.set('cache-control', kept ? SHARED_CACHE_CONTROL : PERSONAL_CACHE_CONTROL);
  // A kept page is in the currency and language the shopper's cookies chose: no cache may reuse it across them.
  if (kept) headers.append('vary', 'Cookie');
  headers.set('x-cache', state);
  return new Response(request.method === 'HEAD' ? null : body, { status: page.status, headers });
}

/** A kept page, in the encoding the request accepts when a copy of it is kept (the middleware then leaves it). */
function answerKept(page: StoredPage, request: Request, state: CacheState): Response {
  const encoded = encodedFor(request, page.encoded);
  if (!encoded) return answer(page, page.body, request, state);
  const response = answer(page, encoded.body, request, state);
  response.headers.set('content-encoding', encoded.encoding);
  response.headers.set('content-length', String(encoded.body.byteLength));
  response.headers.append('vary', 'Accept-Encoding');
  return response;
}

function bypassed(response: Response): Response {
  const headers = new Headers(response.headers);
  if (!headers.has('cache-control')) headers.set('cache-control', PERSONAL_CACHE_CONTROL);
  headers.set('x-cache', 'BYPASS');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The shared page cache of one shop process: catalogue and content pages for visitors who are not signed in,
 * bounded by bytes and entries (least recently used go first), served stale for a while as one render refreshes
 * them, with concurrent misses of one page waiting for a single render. `clear` on a theme save or catalogue
 * change; a render begun before it is not kept.
 */
export class PageCache {
  private readonly store: PageStore;
  private readonly rendering = new Map<string, Promise<Rendered>>();
  private readonly now: () => number;
  private readonly enabled: boolean;
  private readonly compress: boolean;
  /** Compressions under way, by encoding and page key. */
  private readonly encoding = new Set<string>();
  private generation = 0;
  /** The theme stamp a shared request read last, until when freshHit may go by it, and when a re-read began. */
  private themeSeen: { stamp: string; until: number; recheckFrom?: number } | undefined;

  constructor(options: PageCacheOptions) {
    this.enabled = options.megabytes > 0;
    this.store = new PageStore(options.megabytes * 1024 * 1024, options.maxEntries ?? 10_000);
    this.now = options.now ?? (() => Date.now());
    this.compress = options.compress ?? false;
  }

  async serve(request: Request, source: PageSource): Promise<Response> {
    if (!this.enabled || !isSharedPageRequest(request)) return bypassed(await source.render(request));
    const generation = this.generation;
    const theme = await source.themeStamp(request).catch(() => undefined);
    // Without the theme (the platform away) the key is unknown: render as usual, keep nothing.
    if (!theme) return bypassed(await source.render(request));
    if (generation === this.generation) this.themeSeen = { stamp: theme, until: this.now() + THEME_TRUST_MS };
    const key = pageKey(request, theme);
    const kept = this.store.get(key, this.now());
    if (kept) this.encodeLater(key, kept, wantedEncoding(request));
    if (kept && this.now() < kept.freshUntil) return answerKept(kept, request, 'HIT');
    if (kept) {
      if (!this.rendering.has(key)) {
        // Nobody reads this render's stream: only the cache's copy is wanted.
        this.renderOnce(key, request, source)
          .then((rendered) => rendered.stream?.cancel())
          .catch(() => {});
      }
      return answerKept(kept, request, 'STALE');
    }
    const waiting = this.rendering.get(key);
    if (waiting) {
      // Served from the one render under way: a hit, as caches that coalesce requests count it, if it is kept.
      const page = await waiting;
      return answer(page, page.body, request, storable(page) ? 'HIT' : 'MISS');
    }
    // The first visitor to miss gets the render as it streams; the cache (and anyone asking meanwhile) the whole.
    const { head, stream } = await this.renderOnce(key, request, source);
    return answer(head, stream, request, 'MISS');
  }

  /**
   * The page a shared request for this normalised address would be answered with as a fresh hit, found without
   * reading the theme: only while the theme stamp read last is recent, or being read again. Undefined for
   * anything else (off, a miss, a stale page, no recent theme, the request chosen to read it again), which the
   * full lookup (serve) answers.
   */
  freshHit(
    address: URL,
    crawler: boolean,
    cookie: string | null | undefined,
  ): { key: string; page: StoredPage } | undefined {
    const theme = this.themeSeen;
    if (!this.enabled || !theme) return undefined;
    const now = this.now();
    if (now >= theme.until) {
      if (theme.recheckFrom === undefined) {
        theme.recheckFrom = now;
        return undefined;
      }
      if (now >= theme.recheckFrom + THEME_RECHECK_MS) return undefined;
    }
    const key = pageKeyOf(theme.stamp, crawler, address, cookie);
    const page = this.store.get(key, now);
    return page && now < page.freshUntil ? { key, page } : undefined;
  }

  clear(): void {
    this.themeSeen = undefined;
    this.generation++;
    this.rendering.clear();
    this.store.clear();
  }

  private async renderOnce(key: string, request: Request, source: PageSource): Promise<SplitRender> {
    const generation = this.generation;
    let settle: (page: Promise<Rendered>) => void = () => {};
    const kept = new Promise<Rendered>((resolve) => {
      settle = resolve;
    });
    kept.catch(() => {}); // whoever waits on it hears the failure; unwaited, it is no process-wide error
    this.rendering.set(key, kept);
    const forget = () => {
      if (this.rendering.get(key) === kept) this.rendering.delete(key);
    };
    try {
      const rendered = split(await source.render(sharedRenderRequest(request)), (whole) => {
        if (storable(whole)) this.keep(key, whole, generation);
      });
      rendered.page.finally(forget).catch(() => {});
      settle(rendered.page);
      return rendered;
    } catch (error) {
      forget();
      settle(Promise.reject(error));
      throw error;
    }
  }

  private keep(key: string, page: Rendered, generation: number): void {
    if (generation !== this.generation) return;
    const { status, headers, body } = page;
    const now = this.now();
    const freshUntil = now + (status === 404 ? NOT_FOUND_FRESH_MS : FRESH_MS);
    this.store.set(key, { status, headers, body, freshUntil, staleUntil: freshUntil + STALE_MS });
  }

  /** Compresses a kept page, in the background, in the encoding a hit asked for, unless done or under way. */
  encodeLater(key: string, page: StoredPage, encoding: ContentEncoding | undefined): void {
    if (!this.compress || !encoding || page.encoded?.[encoding] || this.encoding.has(`${encoding} ${key}`))
      return;
    const job = `${encoding} ${key}`;
    this.encoding.add(job);
    const type = page.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1];
    encodeBody(page.body, type, encoding)
      .then((bytes) => {
        // Kept only beside the same page: a newer render or a clear since makes it worthless.
        if (!bytes || this.store.peek(key) !== page) return;
        this.store.set(key, { ...page, encoded: { ...page.encoded, [encoding]: bytes } });
      })
      .catch(() => {})
      .finally(() => this.encoding.delete(job));
  }
}

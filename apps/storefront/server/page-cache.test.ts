import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, type PageSource } from './page-cache';
import { isSharedPageRequest, pageKey } from './page-cache-key';
import { PageStore } from './page-cache-store';

const ORIGIN = 'http://shop.test';

/** A shop whose pages name how many times they were rendered, and what the render was asked for. */
function countingShop(options: { status?: number; headers?: Record<string, string> } = {}) {
  const asked: Request[] = [];
  let releases: (() => void)[] = [];
  let held = false;
  const source: PageSource = {
    async render(request) {
      asked.push(request);
      const n = asked.length;
      if (held) await new Promise<void>((resolve) => releases.push(resolve));
      const url = new URL(request.url);
      const body = `<p>render ${n} of ${url.pathname}${url.search} cookie=${request.headers.get('cookie')}</p>`;
      return new Response(body, {
        status: options.status ?? 200,
        headers: { 'content-type': 'text/html', ...options.headers },
      });
    },
    themeStamp: async () => 'theme-1@2026-01-01',
  };
  return {
    source,
    asked,
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      for (const release of releases) release();
      releases = [];
    },
  };
}

function clock() {
  let time = 1_000_000;
  return { now: () => time, pass: (ms: number) => (time += ms) };
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`${ORIGIN}${path}`, { headers, method });

describe('page cache', () => {
  it('renders a page once, then serves it as a hit with headers a CDN may follow', async () => {
    const shop = countingShop();
    const cache = new PageCache({ megabytes: 1 });
    const first = await cache.serve(get('/products/?q=tee'), shop.source);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=60',
    );
    const firstBody = await first.text();
    const again = await cache.serve(get('/products/?q=tee'), shop.source);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.text()).toBe(firstBody);
    expect(shop.asked).toHaveLength(1);
  });

  it('streams a missed page to its visitor as it renders, and keeps the whole of it', async () => {
    let finish: (rest: string) => void = () => {};
    const streaming: PageSource = {
      async render() {
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode('<header>shell</header>'));
            finish = (rest) => {
              controller.enqueue(encoder.encode(rest));
              controller.close();
            };
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/html' } });
      },
      themeStamp: async () => 'theme-1@2026-01-01',
    };
    const cache = new PageCache({ megabytes: 1 });
    const first = await cache.serve(get('/product/red-tee'), streaming);
    const reader = first.body?.getReader();
    const shell = await reader?.read();
    expect(new TextDecoder().decode(shell?.value)).toBe('<header>shell</header>');
    finish('<main>deferred part</main>');
    let rest = '';
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toBe('<main>deferred part</main>');
    const again = await cache.serve(get('/product/red-tee'), streaming);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.text()).toBe('<header>shell</header><main>deferred part</main>');
  });

  it('keeps a compressed copy of a page once a hit asks for it, and answers later hits with it', async () => {
    const html = `<main>${'<p>a kept product page</p>'.repeat(200)}</main>`;
    const big: PageSource = {
      render: async () => new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
      themeStamp: async () => 'theme-1@2026-01-01',
    };
    const ask = (cache: PageCache, acceptEncoding: string) =>
      cache.serve(get('/product/red-tee', { 'accept-encoding': acceptEncoding }), big);
    for (const compress of [true, false]) {
      const cache = new PageCache({ megabytes: 1, compress });
      expect(await (await ask(cache, 'gzip, br')).text()).toBe(html);
      // The first hit goes out as rendered (the compression middleware does the rest) while a copy is made.
      const first = await ask(cache, 'gzip, br');
      expect(first.headers.get('x-cache')).toBe('HIT');
      expect(first.headers.get('content-encoding')).toBeNull();
      const plain = await ask(cache, 'br;q=0, gzip;q=0');
      expect(await plain.text()).toBe(html);
      if (!compress) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect((await ask(cache, 'gzip, br')).headers.get('content-encoding')).toBeNull();
        continue;
      }
      await expect
        .poll(async () => (await ask(cache, 'gzip, br')).headers.get('content-encoding'))
        .toBe('br');
      const br = await ask(cache, 'gzip, br');
      expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
      const brBytes = Buffer.from(await br.arrayBuffer());
      expect(Number(br.headers.get('content-length'))).toBe(brBytes.byteLength);
      expect(zlib.brotliDecompressSync(brBytes).toString()).toBe(html);
      expect((await ask(cache, 'br;q=0, gzip;q=0')).headers.get('content-encoding')).toBeNull();
      await ask(cache, 'gzip');
      await expect.poll(async () => (await ask(cache, 'gzip')).headers.get('content-encoding')).toBe('gzip');
      const gzip = await ask(cache, 'gzip');
      expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html);
      // Both copies stay beside the page.
      expect((await ask(cache, 'br')).headers.get('content-encoding')).toBe('br');
    }
  });

  it('finds a fresh hit without reading the theme only while the theme read last is recent', async () => {
    const shop = countingShop();
    let stamp = 'theme-1@2026-01-01';
    const source: PageSource = { render: shop.source.render, themeStamp: async () => stamp };
    const time = clock();
    const cache = new PageCache({ megabytes: 1, now: time.now });
    const address = new URL(`${ORIGIN}/product/red-tee`);
    const visit = async () => (await cache.serve(get('/product/red-tee'), source)).text();
    expect(cache.freshHit(address, false, undefined)).toBeUndefined(); // no theme read yet
    const html = await visit();
    expect(new TextDecoder().decode(cache.freshHit(address, false, undefined)?.page.body)).toBe(html);
    expect(cache.freshHit(address, true, undefined)).toBeUndefined(); // a crawler's page is another
    time.pass(1_000);
    expect(cache.freshHit(address, false, undefined)).toBeUndefined(); // this visitor reads the theme again
    expect(cache.freshHit(address, false, undefined)).toBeDefined(); // the others go by the last meanwhile
    time.pass(2_000);
    expect(cache.freshHit(address, false, undefined)).toBeUndefined(); // a re-read that never came
    await visit();
    expect(cache.freshHit(address, false, undefined)).toBeDefined();
    stamp = 'theme-1@2026-02-02'; // saved, with no word to this process
    time.pass(1_000);
    expect(cache.freshHit(address, false, undefined)).toBeUndefined();
    expect(await visit()).toContain('render 2 ');
    expect(new TextDecoder().decode(cache.freshHit(address, false, undefined)?.page.body)).toContain(
      'render 2 ',
    );
    time.pass(61_000);
    shop.hold(); // the refresh is under way until released
    await visit(); // stale: served while one render refreshes it
    expect(cache.freshHit(address, false, undefined)).toBeUndefined();
    shop.release();
    await expect.poll(() => cache.freshHit(address, false, undefined)).toBeDefined();
    cache.clear();
    expect(cache.freshHit(address, false, undefined)).toBeUndefined();
  });

  it('serves a stale page at once while one render refreshes it, then the fresh one', async () => {
    const shop = countingShop();
    const time = clock();
    const cache = new PageCache({ megabytes: 1, now: time.now });
    await (await cache.serve(get('/'), shop.source)).text();
    time.pass(61_000);
    shop.hold();
    const stale = await Promise.all([cache.serve(get('/'), shop.source), cache.serve(get('/'), shop.source)]);
    expect(stale.map((r) => r.headers.get('x-cache'))).toEqual(['STALE', 'STALE']);
    expect(await stale[0].text()).toContain('render 1 ');
    expect(shop.asked).toHaveLength(2); // one refresh for both
    shop.release();
    await expect
      .poll(async () => (await cache.serve(get('/'), shop.source)).headers.get('x-cache'))
      .toBe('HIT');
    expect(await (await cache.serve(get('/'), shop.source)).text()).toContain('render 2 ');
    time.pass(11 * 60_000 + 61_000); // past the stale window: rendered again before answering
    expect((await cache.serve(get('/'), shop.source)).headers.get('x-cache')).toBe('MISS');
  });

  it('renders once for many visitors missing the same page at the same time', async () => {
    const shop = countingShop();
    shop.hold();
    const cache = new PageCache({ megabytes: 1 });
    const waiting = Array.from({ length: 8 }, () => cache.serve(get('/product/red-tee'), shop.source));
    await expect.poll(() => shop.asked.length).toBe(1);
    shop.release();
    const answers = await Promise.all(waiting);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(bodies)).toEqual(new Set(['<p>render 1 of /product/red-tee cookie=null</p>']));
    expect(shop.asked).toHaveLength(1);
  });

  it('keeps nothing rendered before a clear, and renders again for the next visitor', async () => {
    const shop = countingShop();
    const cache = new PageCache({ megabytes: 1 });
    shop.hold();
    const before = cache.serve(get('/'), shop.source);
    await expect.poll(() => shop.asked.length).toBe(1);
    cache.clear(); // a price changed while that page was being rendered
    const after = cache.serve(get('/'), shop.source);
    await expect.poll(() => shop.asked.length).toBe(2);
    shop.release();
    expect(await (await before).text()).toContain('render 1 ');
    expect(await (await after).text()).toContain('render 2 ');
    expect(await (await cache.serve(get('/'), shop.source)).text()).toContain('render 2 ');
  });

  it('renders without cookies, tracking params or the order a link gave its params', async () => {
    const shop = countingShop();
    const cache = new PageCache({ megabytes: 1 });
    const visit = get('/products/?sort_on=price_asc&f.utm_campaign=diwali&q=tee&gclid=x', {
      cookie: 'utm_campaign=diwali; theme=dark',
    });
    expect(await (await cache.serve(visit, shop.source)).text()).toBe(
      '<p>render 1 of /products/?q=tee&sort_on=price_asc cookie=null</p>',
    );
    const other = await cache.serve(get('/products/?q=tee&sort_on=price_asc'), shop.source);
    expect(other.headers.get('x-cache')).toBe('HIT');
  });

  it('passes signed-in, previewing, framed and non-page requests through, marked personal', async () => {
    const cases: [string, Record<string, string>, string?][] = [
      ['/', { cookie: 'f.session=abc' }],
      ['/', { cookie: 'vitrine.preview-theme=0123456789abcdef01234567' }],
      ['/?themeId=0123456789abcdef01234567', {}],
      ['/?isEdit=true', {}],
      ['/', { 'sec-fetch-dest': 'iframe' }],
      ['/auth/login', {}],
      ['/profile/details/', {}],
      ['/_shopper', {}],
      ['/', {}, 'POST'],
    ];
    for (const [path, headers, method] of cases) {
      const shop = countingShop();
      const cache = new PageCache({ megabytes: 1 });
      for (let i = 0; i < 2; i++) {
        const answer = await cache.serve(get(path, headers, method), shop.source);
        expect(answer.headers.get('x-cache'), path).toBe('BYPASS');
        expect(answer.headers.get('cache-control'), path).toBe('private, no-store');
      }
      expect(shop.asked, path).toHaveLength(2);
      if (headers.cookie) expect(shop.asked[0].headers.get('cookie')).toBe(headers.cookie);
    }
  });

  it('keeps missing pages, but not errors, redirects or pages that set a cookie', async () => {
    for (const [status, headers, kept] of [
      [404, {}, true],
      [500, {}, false],
      [302, { location: '/' }, false],
      [200, { 'set-cookie': 'a=1' }, false],
    ] as const) {
      const shop = countingShop({ status, headers });
      const cache = new PageCache({ megabytes: 1 });
      const first = await cache.serve(get('/product/gone'), shop.source);
      expect(first.status).toBe(status);
      expect(first.headers.get('set-cookie')).toBeNull();
      const second = await cache.serve(get('/product/gone'), shop.source);
      expect(second.headers.get('x-cache'), `${status}`).toBe(kept ? 'HIT' : 'MISS');
      expect(second.headers.get('cache-control')).toBe(
        kept ? 'public, max-age=0, s-maxage=10, stale-while-revalidate=60' : 'private, no-store',
      );
    }
  });

  it('answers HEAD from the kept page, without a body', async () => {
    const shop = countingShop();
    const cache = new PageCache({ megabytes: 1 });
    await (await cache.serve(get('/brands/'), shop.source)).text();
    const head = await cache.serve(get('/brands/', {}, 'HEAD'), shop.source);
    expect(head.headers.get('x-cache')).toBe('HIT');
    expect(head.headers.get('content-type')).toBe('text/html');
    expect(await head.text()).toBe('');
  });

  it('keeps nothing when turned off (PAGE_CACHE_MB=0)', async () => {
    const shop = countingShop();
    const cache = new PageCache({ megabytes: 0 });
    for (let i = 0; i < 2; i++) {
      expect((await cache.serve(get('/'), shop.source)).headers.get('x-cache')).toBe('BYPASS');
    }
    expect(shop.asked).toHaveLength(2);
  });
});

describe('page cache key', () => {
  it('tells catalogue and content pages (and their data requests) from the rest', () => {
    const shared = [
      '/',
      '/_root.data',
      '/products/',
      '/products.data?q=tee',
      '/brands/men',
      '/categories/',
      '/collections/',
      '/brand/acme/',
      '/category/t-shirts',
      '/collection/summer/',
      '/product/red-tee/',
      '/product/red-tee.data',
      '/page/about-us',
      '/sections/summer-sale',
      '/privacy-policy/',
      '/c/lookbook',
    ];
    for (const path of shared) expect(isSharedPageRequest(get(path)), path).toBe(true);
    for (const path of ['/auth/login', '/profile/orders', '/_shopper', '/_editor/sections', '/external']) {
      expect(isSharedPageRequest(get(path)), path).toBe(false);
    }
  });

  it('differs by theme save, origin, query and crawler, not by tracking params or their order', () => {
    const key = (path: string, theme = 't@1', headers: Record<string, string> = {}) =>
      pageKey(new Request(`${ORIGIN}${path}`, { headers }), theme);
    expect(key('/products/?b=2&a=1&utm_source=x')).toBe(key('/products/?a=1&b=2'));
    expect(key('/products/?a=1')).not.toBe(key('/products/?a=2'));
    expect(key('/products/', 't@2')).not.toBe(key('/products/', 't@1'));
    expect(key('/products/', 't@1', { 'user-agent': 'Googlebot/2.1' })).not.toBe(key('/products/'));
    expect(pageKey(new Request('https://other.test/'), 't@1')).not.toBe(key('/'));
  });
});

describe('page store', () => {
  const page = (bytes: number) => ({
    status: 200,
    headers: [] as [string, string][],
    body: new Uint8Array(bytes),
    freshUntil: 10,
    staleUntil: 20,
  });

  it('lets the least recently used pages go first, by bytes and by entries', () => {
    const store = new PageStore(3_100, 10);
    store.set('a', page(1_000));
    store.set('b', page(1_000));
    store.set('c', page(1_000));
    store.get('a', 0);
    store.set('d', page(1_000));
    expect(store.get('b', 0)).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => store.get(key, 0) !== undefined)).toEqual([true, true, true]);
    const few = new PageStore(1_000_000, 2);
    for (const key of ['a', 'b', 'c']) few.set(key, page(10));
    expect(few.get('a', 0)).toBeUndefined();
    expect(few.get('c', 0)).toBeDefined();
  });

  it('drops pages past their stale window, and never keeps one larger than the whole store', () => {
    const store = new PageStore(500, 10);
    store.set('big', page(1_000));
    expect(store.get('big', 0)).toBeUndefined();
    store.set('small', page(10));
    expect(store.get('small', 19)).toBeDefined();
    expect(store.get('small', 20)).toBeUndefined();
  });
});

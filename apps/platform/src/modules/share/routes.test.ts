import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients, rejection, signedRequest, signIn } from '../user/test-clients';
import { SHORT_LINKS_PER_ADDRESS } from './routes';

let platform: TestPlatform;
let visitor: {
  v1: ReturnType<typeof officialClients>['v1']['share'];
  v3: ReturnType<typeof officialClients>['v3']['share'];
};
let productSlug: string;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 5 });
  const { v1, v3 } = officialClients(platform);
  visitor = { v1: v1.share, v3: v3.share };
  const product = await platform.platform.services.db
    .selectFrom('products')
    .select('slug')
    .executeTakeFirstOrThrow();
  productSlug = product.slug;
});
afterAll(() => platform?.close());

describe('short links through the official SDK', () => {
  it('creates a link with an unguessable hash, reads it back and opens it, counting each opening', async () => {
    const url = `http://localhost:3000/product/${productSlug}`;
    const created = await visitor.v1.createShortLink({ body: { title: 'A tee', url } });
    expect(created.url.original).toBe(url);
    expect(created.url.hash).toMatch(/^[A-Za-z0-9_-]{10}$/);
    expect(created.url.short_url).toMatch(new RegExp(`/s/${created.url.hash}$`));
    expect(created).toMatchObject({ title: 'A tee', active: true, count: 0 });

    const read = await visitor.v3.getShortLinkByHash({ hash: created.url.hash });
    expect(read).toMatchObject({ _id: created._id, count: 0 });
    const opened = await visitor.v1.getOriginalShortLinkByHash({ hash: created.url.hash });
    expect(opened.url.original).toBe(url);
    await visitor.v3.getOriginalShortLinkByHash({ hash: created.url.hash });
    expect((await visitor.v1.getShortLinkByHash({ hash: created.url.hash })).count).toBe(2);
  });

  it('gives every link its own hash, keeps a chosen one, and refuses it a second time', async () => {
    const hashes = new Set<string>();
    for (let i = 0; i < 20; i++) {
      hashes.add(
        (await visitor.v3.createShortLink({ body: { title: `${i}`, url: 'https://example.com/' } })).url.hash,
      );
    }
    expect(hashes.size).toBe(20);
    const chosen = await visitor.v3.createShortLink({
      body: {
        title: 'Sale',
        url: 'https://example.com/sale',
        hash: 'summer-sale',
        campaign: { source: 'mail' },
      },
    });
    expect(chosen).toMatchObject({ url: { hash: 'summer-sale' }, campaign: { source: 'mail' } });
    expect(
      await rejection(
        visitor.v1.createShortLink({
          body: { title: 'Again', url: 'https://x.example/', hash: 'summer-sale' },
        }),
      ),
    ).toEqual({ code: 409, message: 'That hash is already used by another short link' });
  });

  it('records the signed-in shopper who made a link', async () => {
    const { cookie } = await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD);
    const created = await officialClients(platform, cookie).v3.share.createShortLink({
      body: { title: 'Mine', url: 'https://example.com/' },
    });
    expect(created.user_id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('answers 404 for an unknown hash, and no longer opens a switched-off or expired link', async () => {
    expect(await rejection(visitor.v3.getShortLinkByHash({ hash: 'nothing-here' }))).toEqual({
      code: 404,
      message: 'Short link not found',
    });
    const off = await visitor.v3.createShortLink({
      body: { title: 'Off', url: 'https://example.com/', active: false },
    });
    const past = await visitor.v3.createShortLink({
      body: { title: 'Past', url: 'https://example.com/', expire_at: '2020-01-01T00:00:00Z' },
    });
    for (const link of [off, past]) {
      expect((await rejection(visitor.v1.getOriginalShortLinkByHash({ hash: link.url.hash }))).code).toBe(
        404,
      );
      expect((await visitor.v1.getShortLinkByHash({ hash: link.url.hash })).url.hash).toBe(link.url.hash);
    }
  });

  it('refuses what is not a web address, with a message naming the field', async () => {
    for (const url of ['javascript:alert(1)', 'not a url', '']) {
      const answer = await signedRequest(platform, {
        method: 'POST',
        path: '/service/application/share/v1.0/links/short-link/',
        body: { title: 'x', url },
      });
      expect(answer.status, url).toBe(400);
      expect(answer.body.message, url).toMatch(/^url /);
    }
    const badHash = await signedRequest(platform, {
      method: 'GET',
      path: '/service/application/share/v1.0/links/short-link/a%20b/',
    });
    expect(badHash.status).toBe(400);
  });
});

describe('QR codes through the official SDK', () => {
  it('encodes a URL, a product, a collection and the shop as SVG', async () => {
    const url = await visitor.v1.getUrlQRCode({ url: 'https://example.com/a?b=1' });
    expect(url.link).toBe('https://example.com/a?b=1');
    expect(url.svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const product = await visitor.v3.getProductQRCodeBySlug({ slug: productSlug });
    expect(product.link).toMatch(new RegExp(`/product/${productSlug}$`));
    expect(product.svg).toContain('<path');
    expect((await visitor.v1.getApplicationQRCode()).link).toMatch(/\/$/);
    expect(await rejection(visitor.v3.getProductQRCodeBySlug({ slug: 'no-such-product' }))).toEqual({
      code: 404,
      message: 'Product not found',
    });
    expect((await rejection(visitor.v1.getCollectionQRCodeBySlug({ slug: 'no-such-collection' }))).code).toBe(
      404,
    );
    expect((await rejection(visitor.v3.getUrlQRCode({ url: 'ftp://example.com' }))).code).toBe(400);
  });

  it('refuses a URL too long for a QR code with a clear message', async () => {
    // 2000 characters pass the URL check, but 1900 'é's are 3800 bytes: more than a QR code holds.
    const url = `https://example.com/${'é'.repeat(1900)}`;
    expect(await rejection(visitor.v1.getUrlQRCode({ url }))).toEqual({
      code: 400,
      message: 'The link is too long for a QR code',
    });
  });
});

describe('short links from one address', () => {
  it('are limited like leads and uploads, even when they arrive all at once', async () => {
    // Anyone the application token admits (every visitor, through /share) stores a row per link.
    const fresh = await startTestPlatform({ products: 0 });
    try {
      const { v3 } = officialClients(fresh);
      const settled = await Promise.allSettled(
        Array.from({ length: SHORT_LINKS_PER_ADDRESS.max + 4 }, (_, i) =>
          v3.share.createShortLink({ body: { title: `${i}`, url: `http://localhost:3000/?${i}` } }),
        ),
      );
      const refused = settled
        .filter((r) => r.status === 'rejected')
        .map((r) => (r.reason as { code: number }).code);
      expect(refused).toEqual([429, 429, 429, 429]);
    } finally {
      await fresh.close();
    }
  });
});

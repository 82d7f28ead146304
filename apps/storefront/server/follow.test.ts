import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontServer } from './app';
import { signInShopper, startTestShop, type TestShop } from './test-shop';

const ORIGIN = 'http://shop.test';
const FOLLOW = '/_follow';

let testShop: TestShop;
let shop: StorefrontServer;
let uid: string;

const ids = async (cookie = '') =>
  shop.fetch(new Request(`${ORIGIN}${FOLLOW}`, { headers: { cookie, accept: 'application/json' } }));
const post = async (
  fields: Record<string, string>,
  cookie = '',
  origin = ORIGIN,
  accept = 'application/json',
) =>
  shop.fetch(
    new Request(`${ORIGIN}${FOLLOW}`, {
      method: 'POST',
      headers: { cookie, origin, accept, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
  );

const signIn = (email: string) => signInShopper(shop, ORIGIN, email);

beforeAll(async () => {
  testShop = await startTestShop({ products: 20 });
  shop = testShop.shop;
  const row = await testShop.platform.platform.services.db
    .selectFrom('products')
    .select('uid')
    .where('is_active', '=', true)
    .orderBy('uid')
    .executeTakeFirstOrThrow();
  uid = String(row.uid);
}, 120_000);
afterAll(() => testShop?.close());

describe('the heart’s route, /_follow', () => {
  it('tells a visitor nobody is signed in, and sends their heart to sign in with the follow waiting', async () => {
    const answer = await ids();
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.json()).toEqual({ ids: null });
    const heart = await post({ type: 'products', id: uid, intent: 'follow', redirectUrl: '/products/' });
    expect(heart.status).toBe(401);
    const { login } = (await heart.json()) as { login: string };
    const back = new URL(login, ORIGIN).searchParams.get('redirectUrl');
    expect(back).toBe(`/_follow?type=products&id=${uid}&redirectUrl=%2Fproducts%2F`);
  });

  it('follows and unfollows for a signed-in shopper, and keeps their ids to themselves', async () => {
    const asha = await signIn('asha@vitrine.test');
    const ravi = await signIn('ravi@vitrine.test');
    const followed = await post({ type: 'products', id: uid, intent: 'follow', redirectUrl: '/' }, asha);
    expect(await followed.json()).toEqual({ followed: true });
    expect(await (await ids(asha)).json()).toEqual({ ids: { products: [uid], brands: [], collections: [] } });
    expect(await (await ids(ravi)).json()).toEqual({ ids: { products: [], brands: [], collections: [] } });
    const unfollowed = await post({ type: 'products', id: uid, intent: 'unfollow', redirectUrl: '/' }, asha);
    expect(await unfollowed.json()).toEqual({ followed: false });
    expect(await (await ids(asha)).json()).toEqual({ ids: { products: [], brands: [], collections: [] } });
  });

  it('completes a waiting follow on the way back from sign-in, but never from another site', async () => {
    const asha = await signIn('asha@vitrine.test');
    const waiting = `${ORIGIN}${FOLLOW}?type=products&id=${uid}&redirectUrl=%2Fproducts%2F`;
    const fromElsewhere = await shop.fetch(
      new Request(waiting, { headers: { cookie: asha, 'sec-fetch-site': 'cross-site' } }),
    );
    expect(fromElsewhere.status).toBe(302);
    expect((await (await ids(asha)).json()).ids.products).toEqual([]);

    const back = await shop.fetch(
      new Request(waiting, { headers: { cookie: asha, 'sec-fetch-site': 'same-origin' } }),
    );
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/products/');
    expect((await (await ids(asha)).json()).ids.products).toEqual([uid]);
  });

  it('completes a waiting follow without Fetch Metadata only when the Referer is the shop', async () => {
    // Browsers send Sec-Fetch-Site only over https: on a plain-http shop a link from another site carries none.
    const ravi = await signIn('ravi@vitrine.test');
    const waiting = `${ORIGIN}${FOLLOW}?type=products&id=${uid}&redirectUrl=%2F`;
    const elsewhere: Record<string, string>[] = [
      {},
      { referer: 'http://evil.test/page' },
      { referer: 'http://shop.test.evil.test/' },
    ];
    for (const headers of elsewhere) {
      const answer = await shop.fetch(new Request(waiting, { headers: { cookie: ravi, ...headers } }));
      expect(answer.status).toBe(302);
      expect((await (await ids(ravi)).json()).ids.products).toEqual([]);
    }
    const back = await shop.fetch(
      new Request(waiting, { headers: { cookie: ravi, referer: `${ORIGIN}/auth/login?redirectUrl=x` } }),
    );
    expect(back.headers.get('location')).toBe('/');
    expect((await (await ids(ravi)).json()).ids.products).toEqual([uid]);
  });

  it('refuses forms from other sites and malformed ones', async () => {
    const asha = await signIn('asha@vitrine.test');
    const foreign = await post({ type: 'products', id: uid }, asha, 'http://evil.test');
    expect(foreign.status).toBe(403);
    const wrongType = await post({ type: 'shoes', id: uid }, asha);
    expect(wrongType.status).toBe(400);
    const unknown = await post({ type: 'products', id: '999999999', intent: 'follow' }, asha);
    expect(unknown.status).toBe(404);
    // A plain form (no script) is sent back where it came from, never to another site.
    const plain = await post(
      { type: 'products', id: uid, redirectUrl: '//evil.test/' },
      asha,
      ORIGIN,
      'text/html',
    );
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toBe('/');
  });
});

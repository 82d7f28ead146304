import { catalog } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients, rejection, signedRequest, signIn } from '../user/test-clients';

let platform: TestPlatform;
// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
let asha: { v1: any; v3: any };
// biome-ignore lint/suspicious/noExplicitAny: as above.
let ravi: { v1: any; v3: any };
let ashaCookie: string;
let products: { uid: number; slug: string }[];
let brandUid: number;
let collectionUid: string;

const catalogOf = (cookie?: string) => {
  const { v1, v3 } = officialClients(platform, cookie);
  return { v1: v1.catalog, v3: v3.catalog };
};

beforeAll(async () => {
  platform = await startTestPlatform({ products: 40 });
  ashaCookie = (await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD)).cookie;
  asha = catalogOf(ashaCookie);
  ravi = catalogOf((await signIn(platform, 'ravi@vitrine.test', DEMO_SHOPPER_PASSWORD)).cookie);
  const visitor = catalogOf();
  products = (await visitor.v3.getProducts({ pageSize: 20 })).items;
  brandUid = (await visitor.v3.getBrands({})).items[0].uid;
  collectionUid = (await visitor.v3.getCollections({})).items[0].uid;
});
afterAll(() => platform?.close());

describe('wishlist through the official SDK', () => {
  it('follows a product once, lists it newest first, and unfollows it', async () => {
    const [first, second] = products;
    const followed = await asha.v1.followById({
      collectionType: 'products',
      collectionId: String(first.uid),
    });
    expect(followed).toEqual({ message: 'Followed successfully', id: String(first.uid) });
    await asha.v3.followById({ collectionType: 'products', collectionId: String(first.uid) });
    await asha.v3.followById({ collectionType: 'products', collectionId: String(second.uid) });

    expect((await asha.v1.getFollowIds({ collectionType: 'products' })).data).toEqual({
      products: [second.uid, first.uid],
    });
    const listing = await asha.v1.getFollowedListing({ collectionType: 'products' });
    expect(listing.items.map((i: { slug: string }) => i.slug)).toEqual([second.slug, first.slug]);
    expect(listing.items[0]).toMatchObject({
      uid: second.uid,
      name: expect.any(String),
      price: expect.any(Object),
    });
    expect(listing.page).toMatchObject({ type: 'cursor', size: 15, item_total: 2, has_next: false });

    const unfollowed = await asha.v3.unfollowById({
      collectionType: 'products',
      collectionId: String(second.uid),
    });
    expect(unfollowed).toEqual({ message: 'Unfollowed successfully', id: String(second.uid) });
    // Unfollowing again still succeeds: the wishlist is as asked.
    await asha.v1.unfollowById({ collectionType: 'products', collectionId: String(second.uid) });
    expect((await asha.v3.getFollowIds({})).data.products).toEqual([first.uid]);
    await asha.v3.unfollowById({ collectionType: 'products', collectionId: String(first.uid) });
  });

  it('pages the wishlist by cursor until has_next is false', async () => {
    const some = products.slice(0, 7);
    for (const p of some)
      await asha.v3.followById({ collectionType: 'products', collectionId: String(p.uid) });
    const first = await asha.v1.getFollowedListing({ collectionType: 'products', pageSize: 3 });
    expect(first.page).toMatchObject({ has_next: true, item_total: 7, next_id: expect.any(String) });
    const seen: string[] = [];
    const paginator = asha.v3.getFollowedListingPaginator({ collectionType: 'products', pageSize: 3 });
    // The paginator says nothing of a next page before its first call.
    do {
      const page = await paginator.next();
      seen.push(...page.items.map((i: { slug: string }) => i.slug));
    } while (paginator.hasNext());
    expect(seen).toEqual(some.map((p) => p.slug).reverse());
    for (const p of some)
      await asha.v3.unfollowById({ collectionType: 'products', collectionId: String(p.uid) });
  });

  it('follows brands and collections, and counts followers', async () => {
    await asha.v1.followById({ collectionType: 'brands', collectionId: String(brandUid) });
    await ravi.v3.followById({ collectionType: 'brands', collectionId: String(brandUid) });
    expect(
      await asha.v1.getFollowerCountById({ collectionType: 'brands', collectionId: String(brandUid) }),
    ).toEqual({
      count: 2,
    });
    const brands = await asha.v1.getFollowedListing({ collectionType: 'brands' });
    expect(brands.items).toEqual([expect.objectContaining({ uid: brandUid, slug: expect.any(String) })]);

    await asha.v3.followById({ collectionType: 'collections', collectionId: collectionUid });
    // v1.4.13's models say collection ids are numbers; the shop's are text (as the collections calls send
    // them), so only v3 reads collection follows here.
    expect((await asha.v3.getFollowIds({ collectionType: 'collections' })).data).toEqual({
      collections: [collectionUid],
    });
    const collections = await asha.v3.getFollowedListing({ collectionType: 'collections' });
    expect(collections.items).toEqual([expect.objectContaining({ uid: collectionUid })]);
    expect(
      await ravi.v3.getFollowerCountById({ collectionType: 'collections', collectionId: collectionUid }),
    ).toEqual({
      count: 1,
    });
  });
});

describe('wishlist checks', () => {
  it('answers visitors 401 on every call', async () => {
    const visitor = catalogOf();
    const id = String(products[0].uid);
    for (const call of [
      visitor.v3.followById({ collectionType: 'products', collectionId: id }),
      visitor.v1.unfollowById({ collectionType: 'products', collectionId: id }),
      visitor.v3.getFollowIds({}),
      visitor.v1.getFollowedListing({ collectionType: 'products' }),
      visitor.v3.getFollowerCountById({ collectionType: 'products', collectionId: id }),
    ]) {
      expect(await rejection(call)).toEqual({ code: 401, message: 'User is not logged in' });
    }
  });

  it('answers 404 for what is not in the shop and 400 for a malformed type or id', async () => {
    expect(
      await rejection(asha.v3.followById({ collectionType: 'products', collectionId: '999999999' })),
    ).toEqual({
      code: 404,
      message: 'Product not found',
    });
    expect(await rejection(asha.v3.followById({ collectionType: 'brands', collectionId: '999999' }))).toEqual(
      {
        code: 404,
        message: 'Brand not found',
      },
    );
    expect(
      await rejection(asha.v3.unfollowById({ collectionType: 'collections', collectionId: 'a'.repeat(24) })),
    ).toEqual({ code: 404, message: 'Collection not found' });
    const wrongType = await rejection(asha.v3.followById({ collectionType: 'shoes', collectionId: '1' }));
    expect(wrongType.code).toBe(400);
    expect(wrongType.message).toMatch(/collection_type must be one of products, brands, collections/);
    const wrongId = await rejection(
      asha.v3.followById({ collectionType: 'products', collectionId: 'x; drop' }),
    );
    expect(wrongId.code).toBe(400);
    const mixed = await rejection(
      asha.v3.followById({ collectionType: 'products', collectionId: collectionUid }),
    );
    expect(mixed.code).toBe(400);
    const cursor = await rejection(asha.v1.getFollowedListing({ collectionType: 'products', pageId: 'abc' }));
    expect(cursor).toEqual({ code: 400, message: 'page_id must be the next_id of the page before' });
    const raw = await signedRequest(platform, {
      method: 'GET',
      path: '/service/application/catalog/v1.0/follow/ids/?collection_type=products&extra=1',
    });
    expect(raw.status).toBe(400);
  });

  it("keeps a wishlist private: shopper B never sees or changes shopper A's follows", async () => {
    const mine = String(products[10].uid);
    await asha.v3.followById({ collectionType: 'products', collectionId: mine });
    expect((await ravi.v1.getFollowIds({ collectionType: 'products' })).data.products).toEqual([]);
    expect((await ravi.v3.getFollowedListing({ collectionType: 'products' })).items).toEqual([]);
    // Ravi unfollowing Asha's product changes only his own (empty) list.
    await ravi.v3.unfollowById({ collectionType: 'products', collectionId: mine });
    expect((await asha.v1.getFollowIds({ collectionType: 'products' })).data.products).toEqual([
      Number(mine),
    ]);
    // Her cursor gives him nothing of hers either.
    const hers = await asha.v1.getFollowedListing({ collectionType: 'products', pageSize: 1 });
    const cursor = hers.page.next_id ?? '999999999';
    expect((await ravi.v3.getFollowedListing({ collectionType: 'products', pageId: cursor })).items).toEqual(
      [],
    );
    await asha.v3.unfollowById({ collectionType: 'products', collectionId: mine });
  });
});

it('answers every follow call with a body its contract accepts', async () => {
  const V1 = '/service/application/catalog/v1.0';
  const id = String(products[3].uid);
  const calls = [
    ['followById', 'POST', `${V1}/follow/products/${id}/`],
    ['getFollowIds', 'GET', `${V1}/follow/ids/`],
    ['getFollowedListing', 'GET', `${V1}/follow/products/?page_size=1`],
    ['getFollowerCountById', 'GET', `${V1}/follow/products/${id}/count/`],
    ['unfollowById', 'DELETE', `${V1}/follow/products/${id}/`],
  ] as const;
  expect(new Set(calls.map(([name]) => name))).toEqual(
    new Set(Object.entries(catalog).flatMap(([name, e]) => (e.path.includes('/follow/') ? [name] : []))),
  );
  for (const [name, method, path] of calls) {
    const { status, body } = await signedRequest(platform, { method, path, headers: { cookie: ashaCookie } });
    expect(status, path).toBe(200);
    const parsed = catalog[name].response.safeParse(body);
    expect(parsed.success ? [] : parsed.error.issues, path).toEqual([]);
  }
});

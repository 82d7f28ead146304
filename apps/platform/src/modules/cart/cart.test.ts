import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients, rejection, signIn } from '../user/test-clients';
import { CART_COOKIE } from './cart-owner';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;

let platform: TestPlatform;
/** Articles with enough stock in one store: `{size id}-{store uid}`, with the product and its prices (paise). */
let articles: {
  id: string;
  product: number;
  size: string;
  stock: number;
  effective: number;
  marked: number;
}[];

beforeAll(async () => {
  platform = await startTestPlatform({ products: 20 });
  const { rows } = await sql<{
    size_id: number;
    store_uid: number;
    product_uid: number;
    size: string;
    quantity: number;
    price_effective: string;
    price_marked: string;
  }>`SELECT i.size_id, i.store_uid, ps.product_uid, ps.size, i.quantity, ps.price_effective, ps.price_marked
     FROM inventory i JOIN product_sizes ps ON ps.id = i.size_id
     WHERE i.quantity >= 5 AND ps.product_uid % 4 <> 0
     ORDER BY ps.price_effective DESC, i.size_id`.execute(platform.platform.services.db);
  articles = rows.map((r) => ({
    id: `${r.size_id}-${r.store_uid}`,
    product: r.product_uid,
    size: r.size,
    stock: r.quantity,
    effective: Number(r.price_effective),
    marked: Number(r.price_marked),
  }));
});
afterAll(() => platform?.close());

/** A visitor's browser: the official SDK that keeps the cart cookie the platform sets. */
function visitor() {
  let cookie = '';
  const clients = () => officialClients(platform, cookie || undefined);
  return {
    get cookie() {
      return cookie;
    },
    async add(body: Json, query: Json = {}) {
      const [answer, headers] = await clients().v3.cart.addItems(
        { i: true, b: true, ...query, body },
        { responseHeaders: true },
      );
      const set = ([headers['set-cookie'] ?? []].flat() as string[]).find((l) =>
        l.startsWith(`${CART_COOKIE}=`),
      );
      if (set) cookie = set.split(';')[0];
      return answer;
    },
    v1: () => clients().v1.cart,
    v3: () => clients().v3.cart,
  };
}

const totalRow = (cart: Json) => cart.breakup_values.display.find((row: Json) => row.key === 'total').value;

describe('a visitor cart through the official SDK', () => {
  it('adds an article, keeps it by cookie, and prices it from today’s price', async () => {
    const browser = visitor();
    const [article] = articles;
    const added = await browser.add({ items: [{ article_id: article.id, quantity: 2 }] });
    expect(added).toMatchObject({ success: true, message: 'Added to cart' });
    expect(browser.cookie).toMatch(new RegExp(`^${CART_COOKIE.replace('.', '\\.')}=`));
    const cart = await browser.v1().getCart({ i: true, b: true });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      quantity: 2,
      identifiers: { identifier: article.id },
      article: { size: article.size },
      product: { uid: article.product },
      availability: { is_valid: true, out_of_stock: false },
    });
    expect(cart.breakup_values.raw.subtotal).toBe((article.effective * 2) / 100);
    expect(cart.is_valid).toBe(true);
    expect(await browser.v3().getItemCount({})).toEqual({ user_cart_items_count: 2 });
    // Another visitor has an empty cart.
    expect(await visitor().v1().getItemCount({})).toEqual({ user_cart_items_count: 0 });
  });

  it('adds by product and size, updates the quantity and removes the line', async () => {
    const browser = visitor();
    const article = articles[1];
    await browser.add({ items: [{ item_id: article.product, item_size: article.size, quantity: 1 }] });
    let cart = await browser.v1().getCart({ i: true, b: true });
    const identifier = cart.items[0].identifiers.identifier;
    const updated = await browser.v1().updateCart({
      i: true,
      body: { operation: 'update_item', items: [{ identifiers: { identifier }, quantity: 3 }] },
    });
    expect(updated).toMatchObject({ success: true, message: 'Cart updated' });
    expect(updated.cart.items[0].quantity).toBe(3);
    const removed = await browser.v3().updateCart({
      i: true,
      body: { operation: 'remove_item', items: [{ identifiers: { identifier } }] },
    });
    expect(removed.cart.items).toEqual([]);
    cart = await browser.v1().getCart({ i: true, b: true });
    expect(cart).toMatchObject({ is_valid: false, message: 'Your cart is empty' });
  });

  it('charges delivery below ₹999 and delivers free from it, judged after the coupon', async () => {
    const cheap = articles.filter((a) => a.effective < 99_900).at(-1);
    if (!cheap) throw new Error('the seed has no article under ₹999');
    const browser = visitor();
    const cart = (await browser.add({ items: [{ article_id: cheap.id, quantity: 1 }] })).cart;
    const rows = Object.fromEntries(cart.breakup_values.display.map((r: Json) => [r.key, r]));
    expect(rows.delivery_charge.value).toBe(79);
    expect(rows.delivery_charge.message[0]).toMatch(/^Add items worth ₹[\d,.]+ more for free delivery$/);
    expect(totalRow(cart)).toBe(cheap.effective / 100 + 79);
    const dear = articles.find((a) => a.effective >= 99_900);
    if (!dear) throw new Error('the seed has no article from ₹999');
    const more = (await browser.add({ items: [{ article_id: dear.id, quantity: 1 }] })).cart;
    const after = Object.fromEntries(more.breakup_values.display.map((r: Json) => [r.key, r]));
    expect(after.delivery_charge).toMatchObject({ value: 0, message: ['Free delivery'] });
    expect(totalRow(more)).toBe((cheap.effective + dear.effective) / 100);
  });

  it('refuses more than the store holds, and more than 10 of one article, changing nothing', async () => {
    const browser = visitor();
    const article = articles[2];
    await browser.add({ items: [{ article_id: article.id, quantity: 1 }] });
    await sql`UPDATE inventory SET quantity = 2 WHERE size_id = ${Number(article.id.split('-')[0])}
      AND store_uid = ${Number(article.id.split('-')[1])}`.execute(platform.platform.services.db);
    const refused = await browser.add({ items: [{ article_id: article.id, quantity: 2 }] });
    expect(refused).toMatchObject({ success: false, message: expect.stringMatching(/^Only 2 of .+ left$/) });
    expect(refused.cart.items[0].quantity).toBe(1);
    expect(
      await rejection(browser.v3().addItems({ body: { items: [{ article_id: article.id, quantity: 11 }] } })),
    ).toEqual({ code: 400, message: 'items.0.quantity: quantity must be at most 10' });
    expect(
      await rejection(browser.v3().addItems({ body: { items: [{ article_id: article.id, quantity: -1 }] } })),
    ).toEqual({ code: 400, message: 'items.0.quantity: quantity must not be negative' });
    expect(
      await rejection(
        browser.v3().addItems({ body: { items: [{ item_id: article.product, item_size: 'XXXL-NOPE' }] } }),
      ),
    ).toEqual({ code: 400, message: `Size XXXL-NOPE is not a size of product ${article.product}` });
    expect(await rejection(browser.v3().addItems({ body: { items: [{ article_id: '999999-1' }] } }))).toEqual(
      {
        code: 404,
        message: 'Article 999999-1 not found',
      },
    );
    expect((await browser.v1().getCart({ i: true, b: true })).items[0].quantity).toBe(1);
  });

  it('puts a new line after every line the cart holds, whatever the database clock says', async () => {
    const browser = visitor();
    const [first, second] = articles.filter((a, i, all) => all.findIndex((o) => o.id === a.id) === i);
    await browser.add({ items: [{ article_id: first.id }] });
    const cartId = (await browser.v1().getCart({})).id;
    // The clock may not move between two lines (PGlite's ticks in milliseconds) or may step back (a clock
    // corrected, a line merged from a visitor's cart): the held line is stamped an hour ahead to stand for that.
    await sql`UPDATE cart_items SET added_at = now() + interval '1 hour' WHERE cart_id = ${cartId}`.execute(
      platform.platform.services.db,
    );
    await browser.add({ items: [{ article_id: second.id }] });
    const cart = await browser.v1().getCart({ i: true });
    expect(cart.items.map((line: Json) => line.article.uid)).toEqual([first.id, second.id]);
  });

  it('holds 10 of one article and 50 lines when adds to one cart arrive at once', async () => {
    const db = platform.platform.services.db;
    const browser = visitor();
    const [first, article] = [articles[3], articles[4]];
    await browser.add({ items: [{ article_id: first.id, quantity: 1 }] });
    const [sizeId, storeUid] = article.id.split('-').map(Number);
    await sql`UPDATE inventory SET quantity = 100 WHERE size_id = ${sizeId} AND store_uid = ${storeUid}`.execute(
      db,
    );
    const outcome = (call: Promise<unknown>) =>
      call.then(
        () => 'added',
        (error: { message: string }) => error.message,
      );
    const sameArticle = await Promise.all(
      Array.from({ length: 15 }, () =>
        outcome(browser.v3().addItems({ body: { items: [{ article_id: article.id, quantity: 1 }] } })),
      ),
    );
    expect(sameArticle.filter((o) => o === 'added')).toHaveLength(10);
    expect(sameArticle.filter((o) => o !== 'added')).toEqual(
      Array(5).fill('You can buy at most 10 of one item'),
    );
    const cart = await browser.v1().getCart({ i: true });
    expect(cart.items.find((line: Json) => line.article.uid === article.id).quantity).toBe(10);

    // Fill the cart to 48 lines, then add 6 articles it does not hold at once: 2 fit.
    await sql`INSERT INTO cart_items (cart_id, size_id, store_uid, quantity)
      SELECT ${cart.id}, i.size_id, i.store_uid, 1 FROM inventory i
      WHERE NOT EXISTS (SELECT 1 FROM cart_items c WHERE c.cart_id = ${cart.id} AND c.size_id = i.size_id
        AND c.store_uid = i.store_uid)
      ORDER BY i.quantity, i.size_id, i.store_uid LIMIT 46`.execute(db);
    const { rows: fresh } = await sql<{ size_id: number; store_uid: number }>`
      SELECT i.size_id, i.store_uid FROM inventory i
      WHERE i.quantity > 0 AND NOT EXISTS (SELECT 1 FROM cart_items c WHERE c.cart_id = ${cart.id}
        AND c.size_id = i.size_id AND c.store_uid = i.store_uid)
      ORDER BY i.size_id, i.store_uid LIMIT 6`.execute(db);
    expect(fresh).toHaveLength(6);
    const newLines = await Promise.all(
      fresh.map((a) =>
        outcome(browser.v3().addItems({ body: { items: [{ article_id: `${a.size_id}-${a.store_uid}` }] } })),
      ),
    );
    expect(newLines.filter((o) => o === 'added')).toHaveLength(2);
    expect(newLines.filter((o) => o !== 'added')).toEqual(
      Array(4).fill('A cart holds at most 50 different items'),
    );
    const { rows } = await sql<{ lines: number }>`
      SELECT count(*)::integer AS lines FROM cart_items WHERE cart_id = ${cart.id}`.execute(db);
    expect(rows[0].lines).toBe(50);
  });

  it('shows a line the store can no longer fill as not valid, and lets the shopper lower it', async () => {
    const browser = visitor();
    const article = articles[3];
    await browser.add({ items: [{ article_id: article.id, quantity: 3 }] });
    const [sizeId, store] = article.id.split('-').map(Number);
    await sql`UPDATE inventory SET quantity = 1 WHERE size_id = ${sizeId} AND store_uid = ${store}`.execute(
      platform.platform.services.db,
    );
    const cart = await browser.v1().getCart({ i: true, b: true });
    expect(cart.is_valid).toBe(false);
    expect(cart.items[0]).toMatchObject({ message: 'Only 1 left', availability: { is_valid: false } });
    expect(cart.breakup_values.raw.subtotal).toBe(0);
    const lowered = await browser.v1().updateCart({
      i: true,
      b: true,
      body: { operation: 'update_item', items: [{ identifiers: { identifier: article.id }, quantity: 1 }] },
    });
    expect(lowered.cart.is_valid).toBe(true);
  });
});

describe('coupons', () => {
  it('lists the shop’s coupons with whether each holds, applies one and removes it', async () => {
    const browser = visitor();
    // Enough of the dearest article to pass FLAT200's ₹1,999 minimum.
    const dear = articles[0];
    await browser.add({ items: [{ article_id: dear.id, quantity: Math.ceil(199_900 / dear.effective) }] });
    const { available_coupon_list: list } = await browser.v1().getCoupons({});
    const byCode = Object.fromEntries(list.map((c: Json) => [c.coupon_code, c]));
    expect(Object.keys(byCode)).toEqual(expect.arrayContaining(['WELCOME10', 'FLAT200', 'PREPAID5']));
    const applied = await browser.v1().applyCoupon({ b: true, body: { coupon_code: 'flat200' } });
    expect(applied.breakup_values.coupon).toMatchObject({ code: 'FLAT200', is_applied: true, value: 200 });
    expect(applied.breakup_values.raw.coupon).toBe(-200);
    const subtotal = applied.breakup_values.raw.subtotal;
    expect(totalRow(applied)).toBe(subtotal - 200 + applied.breakup_values.raw.delivery_charge);
    await browser.v3().removeCoupon({});
    const removed = await browser.v1().getCart({ b: true });
    expect(removed.breakup_values.raw.coupon).toBe(0);
    expect(removed.breakup_values.coupon.is_applied).toBe(false);
  });

  it('refuses a code that does not exist, a malformed one, and one the cart is too small for', async () => {
    const browser = visitor();
    const cheap = articles.filter((a) => a.effective < 199_900).at(-1) ?? articles[0];
    await browser.add({ items: [{ article_id: cheap.id, quantity: 1 }] });
    expect(await rejection(browser.v1().applyCoupon({ body: { coupon_code: 'NOPE' } }))).toEqual({
      code: 400,
      message: 'Invalid coupon code',
    });
    expect(await rejection(browser.v1().applyCoupon({ body: { coupon_code: "x' OR 1=1" } }))).toEqual({
      code: 400,
      message: 'coupon_code may hold only letters, digits, - and _',
    });
    const tooSmall = await rejection(browser.v1().applyCoupon({ body: { coupon_code: 'FLAT200' } }));
    expect(tooSmall.code).toBe(400);
    expect(tooSmall.message).toMatch(/^Add items worth ₹[\d,.]+ more to use this coupon$/);
    expect((await browser.v1().getCart({ i: true, b: true })).breakup_values.coupon.is_applied).toBe(false);
  });
});

describe('whose cart', () => {
  it('merges a visitor’s cart into the shopper’s own when they sign in', async () => {
    const browser = visitor();
    const [a, b] = articles;
    await browser.add({ items: [{ article_id: a.id, quantity: 1 }] });
    const { cookie: session } = await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD);
    const asha = officialClients(platform, session).v1.cart;
    await asha.addItems({
      body: {
        items: [
          { article_id: a.id, quantity: 1 },
          { article_id: b.id, quantity: 1 },
        ],
      },
    });
    const both = officialClients(platform, `${session}; ${browser.cookie}`).v1.cart;
    const merged = await both.getCart({ i: true, b: true });
    const quantities = Object.fromEntries(merged.items.map((i: Json) => [i.key, i.quantity]));
    expect(quantities).toMatchObject({ [a.id]: 2, [b.id]: 1 });
    // The visitor cart is gone: merging twice adds nothing.
    expect((await both.getCart({ i: true, b: true })).items.find((i: Json) => i.key === a.id).quantity).toBe(
      2,
    );
    await asha.deleteCart({ id: merged.id });
  });

  it('answers 404 for another shopper’s or visitor’s cart id, on every call that takes one', async () => {
    const browser = visitor();
    const cart = (await browser.add({ items: [{ article_id: articles[0].id, quantity: 1 }] })).cart;
    const { cookie } = await signIn(platform, 'ravi@vitrine.test', DEMO_SHOPPER_PASSWORD);
    const ravi = officialClients(platform, cookie).v3.cart;
    const notFound = { code: 404, message: 'Cart not found' };
    const line = { identifiers: { identifier: articles[0].id }, quantity: 2 };
    // Each call made only when awaited: a rejection nobody waits for yet would be reported as unhandled.
    for (const call of [
      () => ravi.getCart({ id: cart.id, i: true, b: true }),
      () => ravi.getItemCount({ id: cart.id }),
      () => ravi.updateCart({ id: cart.id, body: { operation: 'update_item', items: [line] } }),
      () => ravi.deleteCart({ id: cart.id }),
      () => ravi.updateCartMeta({ id: cart.id, body: { comment: 'mine now' } }),
      () => ravi.getCoupons({ id: cart.id }),
      () => ravi.applyCoupon({ id: cart.id, body: { coupon_code: 'FLAT200' } }),
      () => ravi.removeCoupon({ id: cart.id }),
      () => ravi.addItems({ id: cart.id, body: { items: [{ article_id: articles[1].id }] } }),
      () => visitor().v3().getCart({ id: cart.id, i: true, b: true }),
    ]) {
      expect(await rejection(call())).toEqual(notFound);
    }
    const mine = await browser.v1().getCart({ id: cart.id, i: true, b: true });
    expect(mine.items.map((i: Json) => i.quantity)).toEqual([1]);
    expect(mine.comment).toBe('');
  });

  it('keeps a buy-now cart apart from the cart', async () => {
    const browser = visitor();
    await browser.add({ items: [{ article_id: articles[0].id, quantity: 1 }] });
    const buyNow = await browser.add(
      { items: [{ article_id: articles[1].id, quantity: 1 }] },
      { buyNow: true },
    );
    expect(buyNow.cart.buy_now).toBe(true);
    expect(buyNow.cart.items.map((i: Json) => i.key)).toEqual([articles[1].id]);
    const again = await browser.add(
      { items: [{ article_id: articles[2].id, quantity: 1 }] },
      { buyNow: true },
    );
    expect(again.cart.items.map((i: Json) => i.key)).toEqual([articles[2].id]);
    expect((await browser.v1().getCart({ i: true, b: true })).items.map((i: Json) => i.key)).toEqual([
      articles[0].id,
    ]);
  });

  it('tells when the cart last changed, by HEAD', async () => {
    const browser = visitor();
    const cart = (await browser.add({ items: [{ article_id: articles[0].id }] })).cart;
    // v3: v1's model for this call expects a string where the SDK hands back the headers object.
    const headers = await browser.v3().getCartLastModified({ id: cart.id });
    expect(new Date(headers['last-modified']).toUTCString()).toBe(cart.last_modified);
  });
});

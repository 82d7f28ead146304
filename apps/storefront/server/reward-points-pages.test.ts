import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainBrowser as browserWithoutScript } from './plain-browser';
import { signInShopper, startTestShop, type TestShop } from './test-shop';

const ORIGIN = 'http://shop.test';
/** The signup offer's points (the demo's rules: 1 point takes ₹1 off, up to 20% of the goods). */
const SIGNUP_POINTS = 50;

let test: TestShop;
let ashaSession: string;
/** A product on sale with one size its store holds plenty of, priced between ₹600 and ₹1,500. */
let product: { uid: number; slug: string; size: string };

const plainBrowser = (cookies: Record<string, string> = {}) =>
  browserWithoutScript(test.shop, ORIGIN, cookies);
type Browser = ReturnType<typeof plainBrowser>;
const asAsha = () => {
  const [name, value] = ashaSession.split('=');
  return plainBrowser({ [name]: value });
};
const addToCart = (browser: Browser) =>
  browser.post(`/product/${product.slug}?size=${encodeURIComponent(product.size)}`, {
    intent: 'add-to-cart',
    item_id: String(product.uid),
    size: product.size,
  });
const bagHtml = async (browser: Browser) => (await browser.get('/cart/bag/')).text();
/** The bag's total in rupees, as its breakup shows it. */
const totalIn = (html: string) => {
  const shown = /data-testid="breakup-total"[\s\S]*?<strong>([^<]+)<\/strong>/.exec(html)?.[1] ?? '';
  return Number(shown.replace(/[^\d.]/g, ''));
};
const switchIn = (html: string) => /<button[^>]*data-testid="use-reward-points"[^>]*>/.exec(html)?.[0] ?? '';
const redeem = (browser: Browser, points: string) =>
  browser.post('/cart/bag/', { intent: 'reward-points', points });

beforeAll(async () => {
  test = await startTestShop({ products: 30 });
  ashaSession = await signInShopper(test.shop, ORIGIN, 'asha@vitrine.test');
  const found = await test.platform.platform.services.db
    .selectFrom('products as p')
    .innerJoin('product_sizes as ps', 'ps.product_uid', 'p.uid')
    .innerJoin('inventory as i', 'i.size_id', 'ps.id')
    .select(['p.uid', 'p.slug', 'ps.size'])
    .where('p.is_active', '=', true)
    .where('i.quantity', '>=', 10)
    .where('ps.price_effective', '>=', 60_000)
    .where('ps.price_effective', '<=', 150_000)
    .orderBy('p.uid')
    .orderBy('ps.id')
    .executeTakeFirst();
  if (!found) throw new Error('the seed has no product between ₹600 and ₹1,500 in stock');
  product = found;
}, 120_000);
afterAll(async () => {
  await test?.close();
});

describe('reward points on the bag, without JavaScript', () => {
  it('are not offered to a visitor, whose post the platform refuses', async () => {
    const visitor = plainBrowser();
    expect((await addToCart(visitor)).status).toBe(303);
    const html = await bagHtml(visitor);
    expect(html).toContain('data-testid="breakup-total"');
    expect(html).not.toContain('data-testid="reward-points"');
    const refused = await redeem(visitor, 'true');
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain('Sign in to redeem reward points');
  });

  it('are not offered to a shopper with none', async () => {
    const asha = asAsha();
    expect((await addToCart(asha)).status).toBe(303);
    expect(await bagHtml(asha)).not.toContain('data-testid="reward-points"');
  });

  it('are offered once the shopper has some, and take their worth off the total when used', async () => {
    const asha = asAsha();
    // Looking at their points opens the shopper's account with the signup offer's points.
    expect((await asha.get('/profile/refer-earn-credit/')).status).toBe(200);
    const before = await bagHtml(asha);
    expect(before).toContain('data-testid="reward-points"');
    expect(switchIn(before)).toContain('aria-checked="false"');
    expect(before).toContain('Use reward points');
    expect(before).toMatch(
      new RegExp(
        `data-testid="reward-points-worth"[^>]*>Use ${SIGNUP_POINTS} points to save ₹${SIGNUP_POINTS}<`,
      ),
    );
    expect(before).toMatch(
      new RegExp(`data-testid="reward-points-balance"[^>]*>Balance: ${SIGNUP_POINTS} points<`),
    );
    expect(before).not.toContain('data-testid="breakup-loyalty_points"');

    const used = await redeem(asha, 'true');
    expect(used.status).toBe(303);
    expect(used.headers.get('location')).toBe('/cart/bag/');
    const after = await bagHtml(asha);
    expect(switchIn(after)).toContain('aria-checked="true"');
    expect(after).toMatch(/data-testid="breakup-loyalty_points"[^>]*><dt>Reward Points<\/dt>/);
    expect(totalIn(after)).toBe(totalIn(before) - SIGNUP_POINTS);
    // The switch now turns them off again.
    expect(after).toContain('name="points" value="false"');

    expect((await redeem(asha, 'false')).status).toBe(303);
    const off = await bagHtml(asha);
    expect(switchIn(off)).toContain('aria-checked="false"');
    expect(off).not.toContain('data-testid="breakup-loyalty_points"');
    expect(totalIn(off)).toBe(totalIn(before));
  });

  it('refuse a post that does not say on or off, changing nothing', async () => {
    const asha = asAsha();
    const refused = await redeem(asha, 'maybe');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Choose whether to use your reward points');
    expect(switchIn(await bagHtml(asha))).toContain('aria-checked="false"');
  });
});

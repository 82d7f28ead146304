import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients, rejection, signIn } from '../user/test-clients';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;

let platform: TestPlatform;
let asha: { v1: Json; v3: Json };
let ravi: { v1: Json; v3: Json };
let ashaAddress: string;
let article: { id: string; sizeId: number; storeUid: number; effective: number };

const home = {
  name: 'Asha Rao',
  phone: '9876543210',
  address: '12, Sea View Apartments',
  area: 'Marine Drive',
  area_code: '400001',
  city: 'Mumbai',
  state: 'Maharashtra',
  country_iso_code: 'IN',
  address_type: 'Home',
};

const cod = {
  mode: 'COD',
  payment: 'required',
  payment_meta: { payment_gateway: 'Fynd', payment_identifier: 'COD' },
};

const stockOf = async (sizeId: number, storeUid: number) =>
  Number(
    (
      await sql<{
        quantity: number;
      }>`SELECT quantity FROM inventory WHERE size_id = ${sizeId} AND store_uid = ${storeUid}`.execute(
        platform.platform.services.db,
      )
    ).rows[0].quantity,
  );

beforeAll(async () => {
  platform = await startTestPlatform({ products: 20 });
  asha = officialClients(
    platform,
    (await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD)).cookie,
  );
  ravi = officialClients(
    platform,
    (await signIn(platform, 'ravi@vitrine.test', DEMO_SHOPPER_PASSWORD)).cookie,
  );
  ashaAddress = (await asha.v3.cart.addAddress({ body: home })).id;
  const { rows } = await sql<{ size_id: number; store_uid: number; price_effective: string }>`
    SELECT i.size_id, i.store_uid, ps.price_effective FROM inventory i JOIN product_sizes ps ON ps.id = i.size_id
    WHERE i.quantity >= 8 AND ps.product_uid % 4 <> 0 AND ps.price_effective BETWEEN 60000 AND 300000
    ORDER BY i.size_id LIMIT 1`.execute(platform.platform.services.db);
  const row = rows[0];
  article = {
    id: `${row.size_id}-${row.store_uid}`,
    sizeId: row.size_id,
    storeUid: row.store_uid,
    effective: Number(row.price_effective),
  };
});
afterAll(() => platform?.close());

async function fillCart(client: { v3: Json }, quantity = 1) {
  return (
    await client.v3.cart.addItems({
      i: true,
      b: true,
      body: { items: [{ article_id: article.id, quantity }] },
    })
  ).cart;
}

describe('checkout, paying on delivery', () => {
  it('chooses the address and COD, shows the fee, and places the order taking the stock', async () => {
    const cart = await fillCart(asha, 2);
    const selected = await asha.v1.cart.selectAddress({
      i: true,
      body: { id: ashaAddress, cart_id: cart.id },
    });
    expect(selected.is_valid).toBe(true);
    const options = await asha.v1.payment.getPaymentModeRoutes({
      amount: cart.breakup_values.raw.total,
      cartId: cart.id,
    });
    expect(options.payment_options.payment_option.map((m: Json) => m.name)).toEqual(['COD', 'PP']);
    const withCod = await asha.v1.cart.selectPaymentMode({
      id: cart.id,
      body: { id: cart.id, payment_mode: 'COD' },
    });
    const rows = Object.fromEntries(withCod.breakup_values.display.map((r: Json) => [r.key, r.value]));
    expect(rows.cod_charge).toBe(49);
    const before = await stockOf(article.sizeId, article.storeUid);
    const placed = await asha.v3.cart.checkoutCartV2({
      body: { id: cart.id, address_id: ashaAddress, payment_mode: 'COD', payment_methods: [cod] },
    });
    expect(placed).toMatchObject({ success: true, order_id: expect.stringMatching(/^FY[0-9A-F]{16}$/) });
    expect(placed.cart.breakup_values.raw.total).toBe(withCod.breakup_values.raw.total);
    expect(await stockOf(article.sizeId, article.storeUid)).toBe(before - 2);
    // The cart is closed: the shopper's next cart starts empty.
    expect((await asha.v1.cart.getCart({ i: true })).items).toEqual([]);
    const order = await sql<{ total: string; status: string; payment_status: string }>`
      SELECT total, status, payment_status FROM orders WHERE id = ${placed.order_id}`.execute(
      platform.platform.services.db,
    );
    expect(order.rows[0]).toMatchObject({ status: 'placed', payment_status: 'to_collect' });
    expect(Number(order.rows[0].total) / 100).toBe(placed.cart.breakup_values.raw.total);
  });

  it('answers a retried checkout with the first order, by idempotency key and by cart', async () => {
    const cart = await fillCart(asha);
    const before = await stockOf(article.sizeId, article.storeUid);
    const body = { id: cart.id, address_id: ashaAddress, payment_mode: 'COD', payment_methods: [cod] };
    const requestHeaders = { 'Idempotency-Key': `retry-${cart.id}` };
    const first = await asha.v3.cart.checkoutCartV2({ body, requestHeaders });
    const again = await asha.v3.cart.checkoutCartV2({ body, requestHeaders });
    const sameCart = await asha.v3.cart.checkoutCart({
      body: { id: cart.id, address_id: ashaAddress, payment_mode: 'COD' },
    });
    expect(again.order_id).toBe(first.order_id);
    expect(sameCart.order_id).toBe(first.order_id);
    expect(await stockOf(article.sizeId, article.storeUid)).toBe(before - 1);
  });

  it('places one order when the same checkout arrives many times at once', async () => {
    const cart = await fillCart(asha);
    const body = { id: cart.id, address_id: ashaAddress, payment_mode: 'COD', payment_methods: [cod] };
    const answers = await Promise.all(Array.from({ length: 8 }, () => asha.v3.cart.checkoutCartV2({ body })));
    expect(new Set(answers.map((a: Json) => a.order_id)).size).toBe(1);
    const orders = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM orders WHERE cart_id = ${cart.id}`.execute(
      platform.platform.services.db,
    );
    expect(Number(orders.rows[0].n)).toBe(1);
  });

  it('works the total out itself: a price sent by the browser changes nothing', async () => {
    const cart = await fillCart(asha);
    const placed = await asha.v3.cart.checkoutCartV2({
      body: {
        id: cart.id,
        address_id: ashaAddress,
        payment_mode: 'COD',
        payment_methods: [{ ...cod, amount: 1 }],
      },
    });
    const expected = article.effective + (article.effective >= 99_900 ? 0 : 7_900) + 4_900;
    expect(placed.cart.breakup_values.raw.total).toBe(expected / 100);
  });

  it('refuses what it cannot place, with the spec’s words, changing nothing', async () => {
    const cart = await fillCart(asha);
    const before = await stockOf(article.sizeId, article.storeUid);
    expect(await rejection(asha.v3.cart.selectAddress({ body: { cart_id: cart.id } }))).toEqual({
      code: 400,
      message: 'No address selected',
    });
    expect(
      await rejection(
        asha.v3.cart.checkoutCartV2({ body: { id: cart.id, payment_mode: 'COD', payment_methods: [cod] } }),
      ),
    ).toEqual({ code: 400, message: 'No address data' });
    expect(
      await rejection(
        asha.v3.cart.checkoutCartV2({
          body: { id: cart.id, address_id: ashaAddress, payment_mode: 'COD', payment_methods: [] },
        }),
      ),
    ).toEqual({ code: 400, message: 'Payment options are required' });
    expect(
      await rejection(
        asha.v3.cart.checkoutCart({ body: { id: cart.id, address_id: ashaAddress, payment_mode: 'CARD' } }),
      ),
    ).toEqual({ code: 400, message: 'Payment mode CARD is not offered by this shop' });
    expect(
      await rejection(asha.v3.cart.selectPaymentMode({ body: { id: cart.id, payment_mode: 'UPI' } })),
    ).toEqual({
      code: 400,
      message: 'Payment mode UPI is not offered by this shop',
    });
    expect(await stockOf(article.sizeId, article.storeUid)).toBe(before);
    await asha.v3.cart.deleteCart({ id: cart.id });
  });

  it('holds cash on delivery to the merchant’s limit', async () => {
    await sql`UPDATE applications SET settings = jsonb_set(settings, '{cart_rules}', '{"cod":{"max_order_value":50000}}')`.execute(
      platform.platform.services.db,
    );
    try {
      const cart = await fillCart(asha, 1);
      expect(
        await rejection(asha.v3.cart.selectPaymentMode({ body: { id: cart.id, payment_mode: 'COD' } })),
      ).toEqual({
        code: 400,
        message: 'Cash on delivery is available on orders up to ₹500',
      });
      const options = await asha.v1.payment.getPaymentModeRoutes({ amount: 1, cartId: cart.id });
      expect(options.payment_options.payment_option[0].list[0].meta).toMatchObject({
        disabled: true,
        message: 'Cash on delivery is available on orders up to ₹500',
      });
      await asha.v3.cart.deleteCart({ id: cart.id });
    } finally {
      await sql`UPDATE applications SET settings = settings - 'cart_rules'`.execute(
        platform.platform.services.db,
      );
    }
  });

  it('tells whether the applied coupon holds for a payment mode', async () => {
    const cart = await fillCart(asha, 1);
    await asha.v1.cart.applyCoupon({ id: cart.id, body: { coupon_code: 'PREPAID5' } });
    const byCod = await asha.v1.cart.validateCouponForPayment({ id: cart.id, paymentMode: 'COD' });
    expect(byCod.coupon_validity).toMatchObject({ valid: false, code: 'PREPAID5' });
    expect(byCod.message).toBe('This coupon holds only when paying by CARD or UPI or NB or WL');
    const byCard = await asha.v1.cart.validateCouponForPayment({ id: cart.id, paymentMode: 'CARD' });
    expect(byCard.coupon_validity).toMatchObject({ valid: true, code: 'PREPAID5' });
    await asha.v3.cart.deleteCart({ id: cart.id });
  });

  it('lets a coupon limited to one use per shopper be used once', async () => {
    const cart = await fillCart(asha, 1);
    await asha.v1.cart.applyCoupon({ id: cart.id, body: { coupon_code: 'WELCOME10' } });
    const body = { address_id: ashaAddress, payment_mode: 'COD', payment_methods: [cod] };
    const placed = await asha.v3.cart.checkoutCartV2({ body: { ...body, id: cart.id } });
    expect(placed.cart.breakup_values.coupon).toMatchObject({ code: 'WELCOME10', is_applied: true });
    const next = await fillCart(asha, 1);
    expect(
      await rejection(asha.v1.cart.applyCoupon({ id: next.id, body: { coupon_code: 'WELCOME10' } })),
    ).toEqual({
      code: 400,
      message: 'You have already used this coupon',
    });
    await asha.v3.cart.deleteCart({ id: next.id });
  });
});

describe('another shopper’s ids', () => {
  it('answers 404 for another shopper’s address or cart on every checkout call that takes one', async () => {
    const cart = await fillCart(asha);
    const ownCart = await fillCart(ravi);
    const address = { code: 404, message: 'Address not found' };
    const cartGone = { code: 404, message: 'Cart not found' };
    expect(
      await rejection(ravi.v3.cart.selectAddress({ body: { id: ashaAddress, cart_id: ownCart.id } })),
    ).toEqual(address);
    expect(
      await rejection(ravi.v3.cart.selectAddress({ body: { id: ashaAddress, cart_id: cart.id } })),
    ).toEqual(cartGone);
    expect(await rejection(ravi.v3.cart.getShipments({ addressId: ashaAddress }))).toEqual(address);
    expect(
      await rejection(ravi.v3.cart.selectPaymentMode({ body: { id: cart.id, payment_mode: 'COD' } })),
    ).toEqual(cartGone);
    expect(
      await rejection(ravi.v3.cart.validateCouponForPayment({ id: cart.id, paymentMode: 'COD' })),
    ).toEqual(cartGone);
    expect(await rejection(ravi.v3.payment.getPaymentModeRoutes({ amount: 1, cartId: cart.id }))).toEqual(
      cartGone,
    );
    expect(
      await rejection(
        ravi.v3.cart.checkoutCartV2({
          body: { id: cart.id, address_id: ashaAddress, payment_mode: 'COD', payment_methods: [cod] },
        }),
      ),
    ).toEqual(cartGone);
    expect(
      await rejection(
        ravi.v3.cart.checkoutCartV2({
          body: { id: ownCart.id, address_id: ashaAddress, payment_mode: 'COD', payment_methods: [cod] },
        }),
      ),
    ).toEqual(address);
    expect((await asha.v1.cart.getCart({ id: cart.id, i: true })).items).toHaveLength(1);
  });

  it('asks a visitor to sign in before checking out', async () => {
    expect(
      await rejection(
        officialClients(platform).v3.cart.checkoutCartV2({
          body: { payment_mode: 'COD', payment_methods: [cod] },
        }),
      ),
    ).toEqual({ code: 401, message: 'User is not logged in' });
  });
});

describe('who an order is attributed to', () => {
  it('refuses a staff member while the shop has staff selection off, and an unknown ordering store', async () => {
    const cart = await fillCart(asha);
    const base = { id: cart.id, address_id: ashaAddress, payment_mode: 'COD', payment_methods: [cod] };
    const staff = { _id: 'nobody', user: 'nobody', first_name: 'No', last_name: 'Body' };
    expect(await rejection(asha.v3.cart.checkoutCartV2({ body: { ...base, staff } }))).toEqual({
      code: 400,
      message: 'Staff selection is not enabled for this shop',
    });
    expect(
      await rejection(asha.v3.cart.checkoutCartV2({ body: { ...base, ordering_store: 999_999 } })),
    ).toEqual({
      code: 404,
      message: 'Ordering store not found',
    });
    expect((await asha.v1.cart.getCart({ id: cart.id, i: true })).items).toHaveLength(1);
    await asha.v3.cart.deleteCart({ id: cart.id });
  });
});

describe('where the shop delivers', () => {
  it('marks an address outside the delivery area not valid, and will not place an order to it', async () => {
    const far = (await asha.v3.cart.addAddress({ body: { ...home, area_code: '799999', city: 'Nowhere' } }))
      .id;
    const cart = await fillCart(asha);
    const chosen = await asha.v1.cart.selectAddress({ body: { id: far, cart_id: cart.id } });
    expect(chosen).toMatchObject({ is_valid: false, message: 'Pincode not serviceable' });
    const before = await stockOf(article.sizeId, article.storeUid);
    expect(
      await rejection(
        asha.v3.cart.checkoutCartV2({
          body: { id: cart.id, address_id: far, payment_mode: 'COD', payment_methods: [cod] },
        }),
      ),
    ).toEqual({ code: 400, message: 'Pincode not serviceable' });
    expect(await stockOf(article.sizeId, article.storeUid)).toBe(before);
    await asha.v3.cart.deleteCart({ id: cart.id });
    await asha.v3.cart.removeAddress({ id: far });
  });
});

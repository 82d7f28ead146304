import { sql } from 'kysely';
import type { PaymentShop } from '../payment/payment-test-shop';

/** Asha's cash-on-delivery order of the shop's test article, for the simulator's tests: its id and shipment. */
export async function ashaOrder(shop: PaymentShop, articles: string[] = [shop.article]) {
  const db = shop.platform.platform.services.db;
  await sql`UPDATE carts SET status = 'archived' WHERE status = 'open'`.execute(db);
  const { cart } = await shop.asha.v3.cart.addItems({
    b: true,
    body: { items: articles.map((article_id) => ({ article_id })) },
  });
  const placed = await shop.asha.v3.cart.checkoutCartV2({
    body: {
      id: cart.id,
      address_id: shop.address,
      payment_mode: 'COD',
      payment_methods: [{ mode: 'COD', payment: 'required', payment_meta: { payment_identifier: 'COD' } }],
    },
  });
  const shipments = await db
    .selectFrom('shipments')
    .select(['id', 'store_uid'])
    .where('order_id', '=', placed.order_id)
    .orderBy('id')
    .execute();
  return { orderId: placed.order_id as string, shipments };
}

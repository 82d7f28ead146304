import { sql } from 'kysely';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/database';
import { cityOf, stateOf } from '../modules/fulfilment/places';
import { hexId } from './content-settings';
import { ADDRESSES, HISTORY } from './order-history';
import { hexOf, orderIdOf, pastTracking, shipmentIdOf } from './order-rows';
import { DEMO_SHOPPERS } from './shoppers';

const DELIVERY = { freeFrom: 99_900, charge: 7_900 };
const COD_CHARGE = 4_900;
const DAY = 86_400_000;

interface Article {
  size_id: number;
  store_uid: number;
  product_uid: number;
  name: string;
  slug: string;
  item_code: string;
  brand_uid: number;
  brand_name: string;
  size: string;
  display: string;
  price_marked: number;
  price_effective: number;
  image: string | null;
}

/** Each store's in-stock articles, one per product, in a fixed order: the same picks in every seeded shop. */
async function articlesByStore(db: Db): Promise<Map<number, Article[]>> {
  const { rows } = await sql<Article>`
    SELECT DISTINCT ON (i.store_uid, p.uid) s.id AS size_id, i.store_uid, p.uid AS product_uid, p.name, p.slug,
      p.item_code, p.brand_uid, p.brand_name, s.size, s.display, s.price_marked, s.price_effective,
      p.medias -> 0 ->> 'url' AS image
    FROM inventory i JOIN product_sizes s ON s.id = i.size_id JOIN products p ON p.uid = s.product_uid
    WHERE i.quantity > 0 AND i.store_uid IN (1001, 1002, 1003)
    ORDER BY i.store_uid, p.uid, s.id
  `.execute(db);
  const byStore = new Map<number, Article[]>();
  // A product (or a colour of it) picked once is not picked again: the history shows different products.
  const taken = new Set<string>();
  for (const row of rows) {
    const list = byStore.get(row.store_uid) ?? [];
    if (list.length >= 10 || taken.has(row.name)) continue;
    taken.add(row.name);
    list.push(row);
    byStore.set(row.store_uid, list);
  }
  return byStore;
}

/** Noon UTC, `days` before `now`: the day moves with the seed, the hour does not. */
const daysBefore = (now: Date, days: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 6, 30) - days * DAY);

/**
 * Writes the demo shoppers' past orders through the real tables (carts, orders, shipments, bags, tracking
 * events, payments and refunds), dated back from today. Each order is added once, when missing, so a shop seeded
 * before order history existed gets it on its next start. Needs the catalogue: a shop without one gets none.
 */
export async function seedOrders(db: Db, config: Pick<PlatformConfig, 'applicationId'>, now = new Date()) {
  const applicationId = config.applicationId;
  const articles = await articlesByStore(db);
  const stores = new Map(
    (await db.selectFrom('stores').select(['uid', 'name', 'address']).execute()).map((s) => [s.uid, s]),
  );
  for (const shopper of DEMO_SHOPPERS) {
    const email = shopper.emails[0].email;
    const userId = hexId(applicationId, 'user', email);
    const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) continue;
    for (const past of HISTORY[email] ?? []) {
      const picked = past.lines.map((line) => ({ ...line, article: articles.get(line.store)?.[line.rank] }));
      if (picked.some((line) => !line.article || !stores.has(line.store))) continue;
      const orderId = orderIdOf(`${applicationId}/${past.key}`);
      const exists = await db.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();
      if (exists) continue;
      await db.transaction().execute(async (trx) => {
        const address = { ...ADDRESSES[email], user_id: userId };
        const placedAt = daysBefore(now, past.daysAgo);
        const lines = picked.map((line) => ({ ...line, article: line.article as Article }));
        const mrpTotal = lines.reduce((sum, l) => sum + l.article.price_marked * l.quantity, 0);
        const subtotal = lines.reduce((sum, l) => sum + l.article.price_effective * l.quantity, 0);
        const delivery = subtotal >= DELIVERY.freeFrom ? 0 : DELIVERY.charge;
        const cod = past.mode === 'COD' ? COD_CHARGE : 0;
        const total = subtotal + delivery + cod;
        const totals = {
          mrpTotal,
          subtotal,
          discount: mrpTotal - subtotal,
          coupon: 0,
          delivery,
          cod,
          total,
          youSaved: mrpTotal - subtotal,
        };
        const cartId = hexOf('cart', `${applicationId}/${past.key}`);
        const paidOnline = past.mode !== 'COD';
        // Paid at the door: collected on delivery, still to collect before.
        const collected = past.outcome === 'delivered' || past.outcome === 'returned';
        await trx
          .insertInto('carts')
          .values({
            id: cartId,
            application_id: applicationId,
            user_id: userId,
            visitor_hash: null,
            status: 'ordered',
            coupon_code: null,
            shipping_address_id: null,
            billing_address_id: null,
            payment: null,
            created_at: placedAt,
            updated_at: placedAt,
          })
          .execute();
        await trx
          .insertInto('orders')
          .values({
            id: orderId,
            application_id: applicationId,
            user_id: userId,
            cart_id: cartId,
            idempotency_key: null,
            status: 'placed',
            payment_mode: past.mode,
            aggregator: paidOnline ? 'Razorpay' : 'Fynd',
            payment_identifier: past.mode,
            payment_status: paidOnline || collected ? 'paid' : 'to_collect',
            reserved_until: null,
            placed_at: placedAt,
            shipping_address: JSON.stringify(address),
            billing_address: JSON.stringify(address),
            coupon_code: null,
            totals: JSON.stringify(totals),
            total,
            meta: JSON.stringify({}),
            checkout_answer: JSON.stringify({ success: true, message: 'Order placed', order_id: orderId }),
            created_at: placedAt,
            updated_at: placedAt,
          })
          .execute();
        const paymentId = paidOnline ? hexOf('payment', orderId) : null;
        if (paymentId) {
          await trx
            .insertInto('payments')
            .values({
              id: paymentId,
              application_id: applicationId,
              order_id: orderId,
              aggregator: 'Razorpay',
              gateway_order_id: `order_${hexOf('gateway-order', orderId, 14)}`,
              amount: total,
              status: 'paid',
              gateway_payment_id: `pay_${hexOf('gateway-payment', orderId, 14)}`,
              failure: null,
              created_at: placedAt,
              updated_at: placedAt,
            })
            .execute();
        }
        const storesUsed = [...new Set(lines.map((line) => line.store))];
        for (const storeUid of storesUsed) {
          const store = stores.get(storeUid) as { name: string; address: unknown };
          const own = lines.filter((line) => line.store === storeUid);
          const shipmentId = shipmentIdOf(`${applicationId}/${past.key}/${storeUid}`);
          const paid = own.reduce((sum, l) => sum + l.article.price_effective * l.quantity, 0);
          // The last shipment of an order returned or cancelled whole gives the fees back too.
          const refundAmount = paid + (storeUid === storesUsed.at(-1) ? delivery + cod : 0);
          const refundTo = paidOnline ? 'source' : 'beneficiary';
          const tracking = pastTracking({
            id: shipmentId,
            storeName: store.name,
            outcome: past.outcome,
            placedAt,
            refundAmount,
            refundTo,
            route: {
              storeCity: cityOf(store.address),
              deliveryCity: cityOf(address),
              deliveryState: stateOf(address),
            },
          });
          const { lastAt } = tracking;
          await trx
            .insertInto('shipments')
            .values({
              id: shipmentId,
              order_id: orderId,
              store_uid: storeUid,
              status: tracking.status,
              awb_no: tracking.awbNo,
              delivered_at: tracking.deliveredAt,
              created_at: placedAt,
              updated_at: lastAt,
            })
            .execute();
          await trx
            .insertInto('order_bags')
            .values(
              own.map(({ article, quantity }) => ({
                order_id: orderId,
                shipment_id: shipmentId,
                size_id: article.size_id,
                store_uid: storeUid,
                product_uid: article.product_uid,
                quantity,
                price_marked: article.price_marked,
                price_effective: article.price_effective,
                coupon_share: 0,
                amount_paid: article.price_effective * quantity,
                item: JSON.stringify({
                  name: article.name,
                  slug: article.slug,
                  item_code: article.item_code,
                  brand: { uid: article.brand_uid, name: article.brand_name },
                  size: article.size,
                  size_display: article.display,
                  image: article.image,
                }),
              })),
            )
            .execute();
          if (tracking.events.length > 0)
            await trx.insertInto('shipment_events').values(tracking.events).execute();
          // Money went back for a return, and for a cancellation of what was paid online.
          const refunded = past.outcome === 'returned' || (past.outcome === 'cancelled' && paidOnline);
          if (refunded) {
            await trx
              .insertInto('refunds')
              .values({
                id: `rfnd_${hexOf('refund', shipmentId, 20)}`,
                application_id: applicationId,
                order_id: orderId,
                shipment_id: shipmentId,
                payment_id: paymentId,
                amount: refundAmount,
                destination: refundTo,
                beneficiary_id: null,
                status: 'refunded',
                gateway_refund_id: `rfnd_${hexOf('gateway-refund', shipmentId, 14)}`,
                failure: null,
                created_at: lastAt,
                updated_at: lastAt,
              })
              .execute();
          }
        }
      });
    }
  }
}

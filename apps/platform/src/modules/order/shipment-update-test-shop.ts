import { RETURN_IMAGES_NAMESPACE } from '@vitrine/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { type PaymentShop, startPaymentShop } from '../payment/payment-test-shop';
import { moveShipment, type ShipmentStatus } from './shipment-lifecycle';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;

const TO_DELIVERY: ShipmentStatus[] = ['confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered'];
/** The first bytes of a PNG: what the platform's upload checks prove a PNG by. */
export const PNG: Uint8Array<ArrayBuffer> = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);

/**
 * A shop for cancel and return tests: Asha and Ravi signed in, and orders placed cash on delivery of two articles
 * from one store (one shipment of two bags: 1 of the first, 3 of the second), moved along by the merchant.
 */
export async function startShipmentUpdateShop() {
  const shop: PaymentShop = await startPaymentShop();
  const db: Db = shop.platform.platform.services.db;
  const [first] = shop.article.split('-').map(Number);
  const { rows } = await sql<{ size_id: number; store_uid: number }>`
    SELECT size_id, store_uid FROM inventory
    WHERE quantity >= 20 AND store_uid = ${Number(shop.article.split('-')[1])} AND size_id <> ${first}
    ORDER BY size_id LIMIT 1`.execute(db);
  const second = `${rows[0].size_id}-${rows[0].store_uid}`;
  // Enough stock for every order the tests place (cancelled ones are not restocked here).
  await sql`UPDATE inventory SET quantity = 100000
    WHERE store_uid = ${rows[0].store_uid} AND size_id IN (${first}, ${rows[0].size_id})`.execute(db);

  /** Places an order of both articles for `client` to `address`; answers its one shipment and its bags. */
  async function placeOrder(client: { v3: Json } = shop.asha, address = shop.address) {
    await sql`UPDATE carts SET status = 'archived' WHERE status = 'open'`.execute(db);
    const { cart } = await client.v3.cart.addItems({
      b: true,
      body: { items: [{ article_id: shop.article }, { article_id: second, quantity: 3 }] },
    });
    const placed = await client.v3.cart.checkoutCartV2({
      body: {
        id: cart.id,
        address_id: address,
        payment_mode: 'COD',
        payment_methods: [{ mode: 'COD', payment: 'required', payment_meta: { payment_identifier: 'COD' } }],
      },
    });
    const shipment = await db
      .selectFrom('shipments')
      .select('id')
      .where('order_id', '=', placed.order_id as string)
      .executeTakeFirstOrThrow();
    return { orderId: placed.order_id as string, shipmentId: shipment.id, bags: await bagsOf(shipment.id) };
  }

  const bagsOf = (shipmentId: string) =>
    db
      .selectFrom('order_bags')
      .select(['id', 'quantity', 'coupon_share', 'amount_paid', 'size_id'])
      .where('shipment_id', '=', shipmentId)
      .orderBy('id')
      .execute()
      .then((bags) =>
        bags.map((bag) => ({
          ...bag,
          id: Number(bag.id),
          coupon_share: Number(bag.coupon_share),
          amount_paid: Number(bag.amount_paid),
        })),
      );

  const shipmentRow = (id: string) =>
    db.selectFrom('shipments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** The merchant moves the shipment step by step from where it is up to `to` (delivered by default). */
  async function moveAlong(shipmentId: string, to: ShipmentStatus = 'delivered') {
    const from = TO_DELIVERY.indexOf((await shipmentRow(shipmentId)).status as ShipmentStatus);
    for (const status of TO_DELIVERY.slice(from + 1, TO_DELIVERY.indexOf(to) + 1)) {
      await db
        .transaction()
        .execute((trx) =>
          moveShipment(trx, { shipmentId, to: status, actor: 'merchant', location: 'Mumbai' }),
        );
    }
  }

  /** Uploads bytes through the assets calls as the storefront does: start → PUT → complete. */
  async function upload(
    client: { v3: Json },
    bytes: Uint8Array,
    contentType = 'image/png',
    namespace = RETURN_IMAGES_NAMESPACE,
  ) {
    const started = await client.v3.fileStorage.startUpload({
      namespace,
      body: { file_name: 'photo.png', content_type: contentType, size: bytes.length },
    });
    const put = await fetch(started.upload.url, {
      method: 'PUT',
      body: bytes as Uint8Array<ArrayBuffer>,
      headers: { 'content-type': contentType },
    });
    if (!put.ok) return { status: put.status, url: undefined };
    const { tags: _tags, ...back } = started;
    const done = await client.v3.fileStorage.completeUpload({ namespace, body: back });
    return { status: 200, url: done.cdn.url as string };
  }

  return { shop, db, placeOrder, bagsOf, shipmentRow, moveAlong, upload };
}

import { sql } from 'kysely';
import { DEMO_SHOPPER_PASSWORD } from '../../testing/harness';
import { type PaymentShop, startPaymentShop } from '../payment/payment-test-shop';
import { signIn } from '../user/test-clients';
import { type Actor, moveShipment, type ShipmentStatus } from './shipment-lifecycle';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;

/** The merchant's way out to the shopper, step by step. */
export const TO_DELIVERED: readonly ShipmentStatus[] = [
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
];

/**
 * A shop for the order tests: the payment test shop (Asha and Ravi signed in, a Mumbai address of Asha's), a
 * Bengaluru address of Ravi's, COD orders placed through the SDK, and the merchant's moves of their shipments.
 */
export async function startOrderShop() {
  const shop: PaymentShop = await startPaymentShop({ config: { devOutbox: true } });
  const db = shop.platform.platform.services.db;
  const { id: raviAddress } = await shop.ravi.v3.cart.addAddress({
    body: {
      name: 'Ravi Kumar',
      phone: '9123456780',
      email: 'ravi@vitrine.test',
      address: '4, Lake Road',
      area: 'Indiranagar',
      area_code: '560038',
      city: 'Bengaluru',
      state: 'Karnataka',
      country_iso_code: 'IN',
    },
  });

  /** A COD order of `quantity` of the shop's article, placed through the SDK; its id and its shipments' ids. */
  async function placeOrder(client: { v3: Json }, address: string, quantity = 1) {
    await sql`UPDATE carts SET status = 'archived' WHERE status = 'open'`.execute(db);
    const { cart } = await client.v3.cart.addItems({
      b: true,
      body: { items: [{ article_id: shop.article, quantity }] },
    });
    const placed = await client.v3.cart.checkoutCartV2({
      body: {
        id: cart.id,
        address_id: address,
        payment_mode: 'COD',
        payment_methods: [
          {
            mode: 'COD',
            payment: 'required',
            payment_meta: { payment_gateway: 'Fynd', payment_identifier: 'COD' },
          },
        ],
      },
    });
    const orderId = placed.order_id as string;
    const shipments = await db.selectFrom('shipments').select('id').where('order_id', '=', orderId).execute();
    return { orderId, shipmentId: shipments[0].id, shipmentIds: shipments.map((s) => s.id) };
  }

  /** The merchant (or another actor) moves a shipment through `steps`, each at a place. */
  async function move(
    shipmentId: string,
    steps: readonly ShipmentStatus[],
    location = 'Mumbai',
    actor: Actor = 'merchant',
  ) {
    for (const to of steps) {
      await db.transaction().execute((trx) => moveShipment(trx, { shipmentId, to, actor, location }));
    }
  }

  /** Session cookies (`name=value`) for calls the SDK does not make. */
  const cookieOf = async (email: string) =>
    (await signIn(shop.platform, email, DEMO_SHOPPER_PASSWORD)).cookie;

  return {
    ...shop,
    db,
    ashaCookie: await cookieOf('asha@vitrine.test'),
    raviCookie: await cookieOf('ravi@vitrine.test'),
    raviAddress: raviAddress as string,
    placeOrder,
    placeAshaOrder: (quantity = 1) => placeOrder(shop.asha, shop.address, quantity),
    placeRaviOrder: (quantity = 1) => placeOrder(shop.ravi, raviAddress, quantity),
    move,
  };
}

export type OrderShop = Awaited<ReturnType<typeof startOrderShop>>;

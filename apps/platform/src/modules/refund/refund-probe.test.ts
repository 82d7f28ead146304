import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejection } from '../user/test-clients';
import { eventually, type RefundShop, startRefundShop } from './refund-test-shop';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;

let t: RefundShop;
beforeAll(async () => {
  t = await startRefundShop();
}, 120_000);
afterAll(() => t?.close());

describe('a paid shipment cancelled by the same request posted at once', () => {
  it('moves once and is refunded once', async () => {
    const { orderId, shipmentId } = await t.placeOrder('CARD');
    const hold = t.letRefundsRun();
    const body = {
      statuses: [
        {
          status: 'cancelled_customer',
          shipments: [{ identifier: shipmentId, reasons: { entities: [{ data: { reason_id: 1 } }] } }],
        },
      ],
    };
    const tries = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        (t.shop.asha.v3 as Json).order.updateShipmentStatus({ shipmentId, body }),
      ),
    );
    expect(tries.filter((done) => done.status === 'fulfilled')).toHaveLength(1);
    for (const refused of tries.filter((done) => done.status === 'rejected')) {
      expect(await rejection(Promise.reject((refused as PromiseRejectedResult).reason))).toMatchObject({
        code: 409,
      });
    }
    await eventually(async () => (await t.refundOf(shipmentId))?.status === 'refunded');
    hold();
    expect(
      await t.db.selectFrom('refunds').select('id').where('order_id', '=', orderId).execute(),
    ).toHaveLength(1);
    const payment = await t.paymentOf(orderId);
    const refunds = await t.gatewayRefunds(orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: Number(payment.amount) });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../http/context';
import { officialClients, rejection } from '../user/test-clients';
import { REFUND_TOO_LARGE } from './refund-outcome';
import { oweRefund } from './refund-owed';
import { runPendingRefunds } from './refund-run';
import { eventually, type RefundShop, startRefundShop } from './refund-test-shop';

let t: RefundShop;
let services: Services;
beforeAll(async () => {
  t = await startRefundShop();
  services = t.shop.platform.platform.services;
});
afterAll(() => t?.close());

const paidOf = async (shipmentId: string) =>
  Number(
    (
      await t.db
        .selectFrom('order_bags')
        .select((eb) => eb.fn.sum<number>('amount_paid').as('paid'))
        .where('shipment_id', '=', shipmentId)
        .executeTakeFirstOrThrow()
    ).paid,
  );

describe('a refund paid back to the card', () => {
  it('is owed once and refunded once, whatever runs and replays at the same time', async () => {
    const { orderId, shipmentId } = await t.placeOrder('CARD');
    const moved = await t.move(shipmentId, 'cancelled_customer', 'customer');
    const payment = await t.paymentOf(orderId);
    // The order's only shipment: its bags and the order's fees, all that was paid.
    expect(await t.refundOf(shipmentId)).toMatchObject({
      amount: Number(payment.amount),
      destination: 'source',
      payment_id: payment.id,
      status: 'pending',
    });
    const runs = await Promise.all([
      ...Array.from({ length: 8 }, () => runPendingRefunds(services)),
      ...Array.from({ length: 3 }, () => t.db.transaction().execute((trx) => oweRefund(trx, moved))),
      runPendingRefunds(services, { orderId }),
      runPendingRefunds(services, { shipmentId }),
    ]);
    expect(runs.filter((ran) => typeof ran === 'number').reduce((sum, ran) => sum + Number(ran), 0)).toBe(1);
    const refunds = await t.gatewayRefunds(orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: Number(payment.amount), status: 'processed' });
    const refund = await t.refundOf(shipmentId);
    expect(refund).toMatchObject({ status: 'refunded', gateway_refund_id: refunds[0].id });
    expect(refunds[0].receipt).toBe(refund?.id);
    expect(
      await t.db.selectFrom('refunds').select('id').where('order_id', '=', orderId).execute(),
    ).toHaveLength(1);
    // A cancelled shipment stays cancelled; nothing is left to refund, at the gateway either.
    expect(
      (await t.db.selectFrom('shipments').select('status').where('id', '=', shipmentId).executeTakeFirst())
        ?.status,
    ).toBe('cancelled_customer');
    const more = await t.gatewayApi.post(`/v1/payments/${payment.gateway_payment_id}/refund`, {
      amount: 100,
      receipt: 'one-more',
    });
    expect(more.status).toBe(400);
    expect(more.body.error.description).toBe(REFUND_TOO_LARGE);
    expect(await runPendingRefunds(services)).toBe(0);
  });

  it('is refunded once when the runner dies between the gateway’s answer and settling', async () => {
    const { orderId, shipmentId } = await t.placeOrder('CARD');
    await t.deliver(shipmentId);
    await t.returnAndPass(shipmentId);
    const crash = () => {
      throw new Error('the process died here');
    };
    expect(await runPendingRefunds(services, { shipmentId }, { beforeSettle: crash })).toBe(0);
    expect(await t.refundOf(shipmentId)).toMatchObject({ status: 'initiated' });
    expect(await t.gatewayRefunds(orderId)).toHaveLength(1);
    // The next runs find the gateway's refund by its key instead of asking again.
    const runs = await Promise.all([1, 2, 3].map(() => runPendingRefunds(services, { shipmentId })));
    expect(runs.reduce((sum, ran) => sum + ran, 0)).toBe(1);
    const refunds = await t.gatewayRefunds(orderId);
    expect(refunds).toHaveLength(1);
    expect(await t.refundOf(shipmentId)).toMatchObject({
      status: 'refunded',
      gateway_refund_id: refunds[0].id,
    });
    const shipment = await t.db
      .selectFrom('shipments')
      .select('status')
      .where('id', '=', shipmentId)
      .executeTakeFirst();
    expect(shipment?.status).toBe('refunded');
    const last = await t.db
      .selectFrom('shipment_events')
      .select(['status', 'location', 'note'])
      .where('shipment_id', '=', shipmentId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({ status: 'refunded', location: 'Mumbai' });
    expect(last.note).toMatch(/^Refund of ₹[\d,.]+ paid to the original payment$/);
  });

  it('is paid as soon as the move that owed it commits, with nobody asking', async () => {
    const { orderId, shipmentId } = await t.placeOrder('CARD');
    const release = t.letRefundsRun();
    try {
      await t.move(shipmentId, 'cancelled_customer', 'customer');
      await eventually(async () => (await t.refundOf(shipmentId))?.status === 'refunded', 10);
    } finally {
      release();
    }
    expect(await t.gatewayRefunds(orderId)).toHaveLength(1);
  });

  it('refunds only the returned bags of a partial return', async () => {
    const { orderId, shipmentId } = await t.placeOrder('CARD', true);
    await t.deliver(shipmentId);
    const returned = await t.splitLastBag(shipmentId);
    await t.returnAndPass(returned);
    const owed = await paidOf(returned);
    expect(owed).toBeGreaterThan(0);
    expect(owed).toBeLessThan(Number((await t.paymentOf(orderId)).amount));
    expect(await t.refundOf(returned)).toMatchObject({ amount: owed, destination: 'source' });
    expect(await runPendingRefunds(services, { orderId })).toBe(1);
    expect((await t.gatewayRefunds(orderId)).map((refund) => refund.amount)).toEqual([owed]);
    expect(await t.refundOf(shipmentId)).toBeUndefined();

    // The rest comes back too: its bags and the order's fees, which is all the payment has left.
    await t.returnAndPass(shipmentId);
    const paid = Number((await t.paymentOf(orderId)).amount);
    expect(await t.refundOf(shipmentId)).toMatchObject({ amount: paid - owed });
    expect(await runPendingRefunds(services, { orderId })).toBe(1);
    const refunds = await t.gatewayRefunds(orderId);
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(paid);
  });
});

describe('a refund of an order paid at the door', () => {
  it('owes nothing for a cancelled order never paid', async () => {
    const { shipmentId } = await t.placeOrder('COD');
    await t.move(shipmentId, 'cancelled_customer', 'customer');
    expect(await t.refundOf(shipmentId)).toBeUndefined();
  });

  it('waits for the shopper’s refund account, then pays it out once', async () => {
    const { orderId, shipmentId } = await t.placeOrder('COD');
    await t.deliver(shipmentId);
    await t.returnAndPass(shipmentId);
    const order = await t.orderRow(orderId);
    expect(await t.refundOf(shipmentId)).toMatchObject({
      amount: Number(order.total),
      destination: 'beneficiary',
      payment_id: null,
      beneficiary_id: null,
      status: 'pending',
    });
    expect(await runPendingRefunds(services, { shipmentId })).toBe(0);
    expect(await t.refundOf(shipmentId)).toMatchObject({ status: 'pending' });

    const added = await t.shop.asha.v1.payment.addBeneficiaryDetails({
      body: {
        delights: false,
        shipment_id: shipmentId,
        order_id: orderId,
        transfer_mode: 'upi',
        details: {
          account_no: '',
          ifsc_code: '',
          account_holder: '',
          bank_name: '',
          branch_name: '',
          mobile: '',
          email: '',
          vpa: 'asha.rao@oksbi',
        },
      },
    });
    const runs = await Promise.all([1, 2, 3].map(() => runPendingRefunds(services, { shipmentId })));
    expect(runs.reduce((sum, ran) => sum + ran, 0)).toBe(1);
    const refund = await t.refundOf(shipmentId);
    expect(refund).toMatchObject({ status: 'refunded', beneficiary_id: added.data.beneficiary_id });
    const payouts = await t.gatewayApi.get(`/v1/payouts?reference_id=${refund?.id}`);
    expect(payouts.body.items).toEqual([
      expect.objectContaining({
        id: refund?.gateway_refund_id,
        amount: Number(order.total),
        mode: 'UPI',
        status: 'processed',
        fund_account: expect.objectContaining({ vpa: { address: 'asha.rao@oksbi' } }),
      }),
    ]);
    const shipment = await t.db
      .selectFrom('shipments')
      .select('status')
      .where('id', '=', shipmentId)
      .executeTakeFirst();
    expect(shipment?.status).toBe('refunded');
  });
});

describe('the refund page’s calls', () => {
  it('show the shopper their shipment’s refund, and nobody else', async () => {
    const { orderId, shipmentId } = await t.placeOrder('CARD');
    await t.move(shipmentId, 'cancelled_customer', 'customer');
    await runPendingRefunds(services, { shipmentId });
    const refund = await t.refundOf(shipmentId);
    for (const client of [t.shop.asha.v1, t.shop.asha.v3]) {
      const { shipment } = await client.order.getShipmentById({ shipmentId });
      expect(shipment.refund_details).toMatchObject({
        refund_id: refund?.id,
        amount: Number(refund?.amount) / 100,
        destination: 'source',
        status: 'refunded',
      });
    }
    const { ravi } = t.shop;
    expect((await rejection(ravi.v3.order.getShipmentById({ shipmentId }))).code).toBe(404);
    expect((await rejection(ravi.v1.payment.getOrderBeneficiariesDetail({ orderId }))).code).toBe(404);
    expect(
      (
        await rejection(
          ravi.v3.payment.updateDefaultBeneficiary({
            body: { order_id: orderId, beneficiary_id: 'x'.repeat(24) },
          }),
        )
      ).code,
    ).toBe(404);
    const visitor = officialClients(t.shop.platform);
    expect((await rejection(visitor.v3.order.getShipmentById({ shipmentId }))).code).toBe(404);
    // As the payment module answers every refund-account call without a session.
    expect((await rejection(visitor.v3.payment.getOrderBeneficiariesDetail({ orderId }))).code).toBe(401);
  });
});

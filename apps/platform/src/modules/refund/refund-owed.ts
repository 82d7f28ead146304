import type { Db } from '../../db/database';
import { defaultBeneficiaryOf } from '../payment/refund-accounts-sql';
import { kickRefunds } from './refund-kick';
import {
  bagsPaid,
  insertRefund,
  isLastLiveShipment,
  lockOrder,
  lockPaidPayment,
  orderBagsPaid,
  type PaymentToRefund,
  refundedSoFar,
} from './refund-owed-sql';

/**
 * Payments whose provider takes a refund back to the card, UPI account or wallet paid from (spec: "card and UPI
 * payments refund to source"). Pay later, hidden-form and redirect providers have no refund call the shop can
 * make, so their shoppers are paid back to a beneficiary, as for cash on delivery.
 */
const REFUNDS_TO_SOURCE: Record<string, readonly string[]> = {
  Razorpay: ['CARD', 'UPI', 'WL'],
  Juspay: ['CARD'],
  Stripe: ['CARD'],
};

const refundsToSource = (payment: Pick<PaymentToRefund, 'aggregator'>, paymentMode: string) =>
  REFUNDS_TO_SOURCE[payment.aggregator]?.includes(paymentMode.toUpperCase()) ?? false;

/** The move, as order/shipment-effects.ts hands it over (its MovedShipment; not imported: no import cycle). */
interface ShipmentMoved {
  shipmentId: string;
  orderId: string;
  applicationId: string;
  to: string;
}

/**
 * A refund owed for a shipment that went back (return_qc_passed: any payment mode, cash on delivery too) or was
 * cancelled after being paid online: its bags' amount_paid, and the order's fees once no shipment of it is left.
 * Never more than was paid: everything owed against the order (failed refunds aside) stays within the payment,
 * worked out under the order's and the payment's row locks. One refund per shipment, whatever replays the move.
 */
export async function oweRefund(trx: Db, moved: ShipmentMoved): Promise<void> {
  if (moved.to !== 'cancelled_customer' && moved.to !== 'return_qc_passed') return;
  const order = await lockOrder(trx, moved.orderId);
  if (!order) return;
  const payment = await lockPaidPayment(trx, order.id);
  // Cancelled before anything was paid (cash on delivery, paid at the door): nothing to give back.
  if (moved.to === 'cancelled_customer' && !payment) return;
  let amount = await bagsPaid(trx, moved.shipmentId);
  if (await isLastLiveShipment(trx, order.id, moved.shipmentId)) {
    amount += Math.max(0, order.total - (await orderBagsPaid(trx, order.id)));
  }
  const paid = payment?.amount ?? order.total;
  amount = Math.min(amount, paid - (await refundedSoFar(trx, order.id)));
  if (amount <= 0) return;
  const toSource = payment !== undefined && refundsToSource(payment, order.paymentMode);
  const beneficiaryId = toSource
    ? null
    : ((await defaultBeneficiaryOf(trx, { applicationId: moved.applicationId, userId: order.userId })) ??
      null);
  const owed = await insertRefund(trx, {
    applicationId: moved.applicationId,
    orderId: order.id,
    shipmentId: moved.shipmentId,
    paymentId: payment?.id ?? null,
    amount,
    destination: toSource ? 'source' : 'beneficiary',
    beneficiaryId,
  });
  if (owed) kickRefunds({ shipmentId: moved.shipmentId });
}

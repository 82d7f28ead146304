import type { Services } from '../../http/context';
import { formatPaise } from '../cart/coupons';
import { moveShipment } from '../order/shipment-lifecycle';
import type { PaymentGatewaySettings } from '../payment/gateway-config';
import { juspayRefund } from './refund-juspay';
import type { RefundFilter } from './refund-kick';
import type { RefundChannel, RefundOutcome } from './refund-outcome';
import { beneficiaryPayout } from './refund-payout';
import { razorpayRefund } from './refund-razorpay';
import {
  awaitShipmentMove,
  beneficiaryOf,
  type ClaimedRefund,
  claimRefund,
  noteInFlight,
  settleRefund,
  shipmentWhereabouts,
  unpaidRefunds,
} from './refund-run-sql';
import { stripeRefundOf } from './refund-stripe';

/** For tests: what happens between the gateway's answer and its settling (a crash, simulated by a throw). */
export interface RefundRunHooks {
  beforeSettle?: (refundId: string) => void | Promise<void>;
}

/** How the refund is paid back, or why it cannot be asked for now (a throw leaves it initiated for the next run). */
async function channelOf(
  services: Services,
  gateway: PaymentGatewaySettings,
  refund: ClaimedRefund,
): Promise<RefundChannel | Exclude<RefundOutcome, { state: 'waiting' }>> {
  const ask = { refundId: refund.id, amount: refund.amount };
  if (refund.destination === 'beneficiary') {
    const beneficiary = await beneficiaryOf(services.db, refund);
    if (!beneficiary) return { state: 'failed', reason: 'The refund account is no longer there' };
    return beneficiaryPayout(gateway, beneficiary, ask);
  }
  if (refund.aggregator === 'Razorpay' && refund.gatewayPaymentId) {
    return razorpayRefund(gateway, refund.gatewayPaymentId, ask);
  }
  if (refund.aggregator === 'Juspay' && gateway.juspay && refund.gatewayOrderId) {
    return juspayRefund(gateway.juspay, refund.gatewayOrderId, ask);
  }
  if (refund.aggregator === 'Stripe' && gateway.stripe && refund.gatewayPaymentId) {
    return stripeRefundOf(gateway.stripe, refund.gatewayPaymentId, ask);
  }
  throw new Error(`No refund call for payments at ${refund.aggregator ?? 'no provider'} in this shop`);
}

/** The gateway's word: an earlier run's call is looked up by the refund's id before anything is asked again. */
async function askGateway(channel: RefundChannel, refund: ClaimedRefund): Promise<RefundOutcome> {
  if (refund.wasInitiated) {
    const earlier = await channel.find();
    if (earlier) return earlier;
  }
  return channel.issue();
}

const noteOf = (refund: ClaimedRefund) =>
  `Refund of ${formatPaise(refund.amount)} paid ${refund.destination === 'source' ? 'to the original payment' : 'to your refund account'}`;

/** Pays one refund back: claimed, asked of the gateway outside any transaction, then settled. True once refunded. */
async function runRefund(
  services: Services,
  gateway: PaymentGatewaySettings,
  refundId: string,
  hooks: RefundRunHooks,
): Promise<boolean> {
  const refund = await claimRefund(services.db, refundId);
  if (!refund) return false;
  const channel = await channelOf(services, gateway, refund);
  const outcome = 'issue' in channel ? await askGateway(channel, refund) : channel;
  if (outcome.state === 'waiting') {
    await noteInFlight(services.db, refund.id, outcome.gatewayRefundId);
    return false;
  }
  await hooks.beforeSettle?.(refund.id);
  return services.db.transaction().execute(async (trx) => {
    if (!(await settleRefund(trx, refund.id, outcome)) || outcome.state !== 'refunded') return false;
    const shipment = await shipmentWhereabouts(trx, refund.shipmentId);
    // A returned shipment is refunded in its tracking too; a cancelled one stays cancelled.
    if (shipment?.status === 'return_qc_passed') {
      await moveShipment(trx, {
        shipmentId: refund.shipmentId,
        to: 'refunded',
        actor: 'refund',
        location: shipment.location,
        note: noteOf(refund),
      });
    }
    return true;
  });
}

/**
 * Pays back the refunds owed and not yet paid (those of one shipment or order when asked), each at most once at
 * the gateway however many runs overlap or crash: a refund is claimed under its row lock, the gateway is called
 * with the refund's id as its idempotency key, and an initiated refund is looked up by that key before being
 * asked for again. Returns how many this run refunded; a refund whose call failed stays for the next run.
 */
export async function runPendingRefunds(
  services: Services,
  filter?: RefundFilter,
  hooks: RefundRunHooks = {},
): Promise<number> {
  const gateway = services.config.paymentGateway;
  if (!gateway) return 0;
  if (filter?.shipmentId) await awaitShipmentMove(services.db, filter.shipmentId);
  let refunded = 0;
  for (const refundId of await unpaidRefunds(services.db, filter)) {
    try {
      if (await runRefund(services, gateway, refundId, hooks)) refunded += 1;
    } catch (error) {
      services.log.warn({ err: error, refundId }, 'refund not paid this time');
    }
  }
  return refunded;
}

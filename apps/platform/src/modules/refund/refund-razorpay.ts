import { z } from 'zod';
import { GatewayRefusal, gatewayCall } from '../payment/gateway-client';
import type { PaymentGatewaySettings } from '../payment/gateway-config';
import type { RefundChannel, RefundOutcome } from './refund-outcome';

const refund = z.looseObject({
  id: z.string(),
  amount: z.number().int(),
  receipt: z.string().nullable(),
  status: z.enum(['pending', 'processed', 'failed']),
});
const refunds = z.looseObject({ items: z.array(refund) });

function outcomeOf(found: z.output<typeof refund>): RefundOutcome {
  if (found.status === 'processed') return { state: 'refunded', gatewayRefundId: found.id };
  if (found.status === 'failed')
    return { state: 'failed', reason: 'The gateway could not refund the payment' };
  return { state: 'waiting', gatewayRefundId: found.id };
}

/**
 * A refund back to a payment at the shop's Razorpay-style gateway (card, UPI, wallet): the receipt is the refund's
 * id, which the gateway answers with the same refund however often it is asked.
 */
export function razorpayRefund(
  settings: PaymentGatewaySettings,
  gatewayPaymentId: string,
  ask: { refundId: string; amount: number },
): RefundChannel {
  const path = `/v1/payments/${encodeURIComponent(gatewayPaymentId)}`;
  return {
    async issue() {
      try {
        const body = await gatewayCall(settings, `${path}/refund`, {
          method: 'POST',
          body: JSON.stringify({
            amount: ask.amount,
            receipt: ask.refundId,
            notes: { refund_id: ask.refundId },
          }),
        });
        return outcomeOf(refund.parse(body));
      } catch (error) {
        if (error instanceof GatewayRefusal && error.status === 400)
          return { state: 'failed', reason: error.reason };
        throw error;
      }
    },
    async find() {
      const { items } = refunds.parse(await gatewayCall(settings, `${path}/refunds`));
      const found = items.find((item) => item.receipt === ask.refundId);
      return found && outcomeOf(found);
    },
  };
}

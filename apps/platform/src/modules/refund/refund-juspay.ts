import { z } from 'zod';
import { juspayRequest } from '../payment/juspay-api';
import type { JuspaySettings } from '../payment/juspay-config';
import type { RefundChannel, RefundOutcome } from './refund-outcome';

/** Juspay's order status carries its refunds; amounts in rupees. */
const juspayOrder = z.looseObject({
  refunds: z
    .array(
      z.looseObject({
        id: z.string().optional(),
        unique_request_id: z.string(),
        status: z.enum(['PENDING', 'SUCCESS', 'FAILURE', 'MANUAL_REVIEW']),
        error_message: z.string().nullish(),
      }),
    )
    .optional(),
});
const juspayError = z.looseObject({
  error_message: z.string().optional(),
  error_code: z.string().optional(),
});

type JuspayRefund = NonNullable<z.output<typeof juspayOrder>['refunds']>[number];

function outcomeOf(found: JuspayRefund): RefundOutcome {
  const gatewayRefundId = found.id ?? found.unique_request_id;
  if (found.status === 'SUCCESS') return { state: 'refunded', gatewayRefundId };
  if (found.status === 'FAILURE') {
    return { state: 'failed', reason: found.error_message ?? 'Juspay could not refund the payment' };
  }
  return { state: 'waiting', gatewayRefundId };
}

/**
 * A refund back to a Juspay card payment (`POST /orders/{order_id}/refunds`): unique_request_id is the refund's id,
 * so Juspay refunds it once however often it is asked; the order's status lists its refunds by that id.
 */
export function juspayRefund(
  settings: JuspaySettings,
  juspayOrderId: string,
  ask: { refundId: string; amount: number },
): RefundChannel {
  const path = `/orders/${encodeURIComponent(juspayOrderId)}`;
  const pick = (body: unknown) =>
    juspayOrder.parse(body).refunds?.find((refund) => refund.unique_request_id === ask.refundId);
  return {
    async issue() {
      const { status, body } = await juspayRequest(settings, `${path}/refunds`, {
        unique_request_id: ask.refundId,
        amount: (ask.amount / 100).toFixed(2),
      });
      if (status === 400) {
        const error = juspayError.safeParse(body);
        return { state: 'failed', reason: error.data?.error_message ?? 'Juspay refused the refund' };
      }
      if (status !== 200) throw new Error(`Juspay answered ${status}`);
      const found = pick(body);
      if (!found) throw new Error('Juspay’s answer does not list the refund');
      return outcomeOf(found);
    },
    async find() {
      const { status, body } = await juspayRequest(settings, path);
      if (status !== 200) throw new Error(`Juspay answered ${status}`);
      const found = pick(body);
      return found && outcomeOf(found);
    },
  };
}

import { z } from 'zod';
import { gatewayCall } from './gateway-client';
import type { PaymentGatewaySettings } from './gateway-config';

const attempts = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      method: z.string(),
      status: z.string(),
      vpa: z.string().nullish(),
      created_at: z.number().optional(),
    }),
  ),
});

/** The UPI collect request of a gateway order still waiting for its payer (the newest), if any. */
export async function waitingUpiRequestOf(settings: PaymentGatewaySettings, gatewayOrderId: string) {
  const body = await gatewayCall(settings, `/v1/orders/${encodeURIComponent(gatewayOrderId)}/payments`);
  const { items } = attempts.parse(body);
  return {
    captured: items.some((attempt) => attempt.status === 'captured'),
    waiting: items
      .filter((attempt) => attempt.method === 'upi' && attempt.status === 'created' && attempt.vpa)
      .toSorted((a, b) => (b.created_at ?? 0) - (a.created_at ?? 0))
      .map((attempt) => ({ id: attempt.id, vpa: attempt.vpa as string }))[0],
  };
}

/** Withdraws a UPI collect request still waiting for its payer: it fails, and can no longer be approved. */
export async function cancelUpiRequest(settings: PaymentGatewaySettings, paymentId: string): Promise<void> {
  await gatewayCall(settings, `/v1/payments/${encodeURIComponent(paymentId)}/cancel`, { method: 'POST' });
}

import { z } from 'zod';
import { gatewayCall } from './gateway-client';
import type { PaymentGatewaySettings } from './gateway-config';

const vpaCheck = z.object({ vpa: z.string(), success: z.boolean(), customer_name: z.string().optional() });
const collectStarted = z.object({ razorpay_payment_id: z.string() });
const ifscBranch = z.object({ BANK: z.string(), BRANCH: z.string(), IFSC: z.string() });

/** Whether a UPI address has an account, and its holder's name as the payer's bank gives it. */
export async function checkVpaAtGateway(settings: PaymentGatewaySettings, vpa: string) {
  const body = await gatewayCall(settings, '/v1/payments/validate/vpa', {
    method: 'POST',
    body: JSON.stringify({ vpa }),
  });
  return vpaCheck.parse(body);
}

/** Sends a UPI collect request for a gateway order; the payer answers it in their UPI app. */
export async function startUpiCollect(
  settings: PaymentGatewaySettings,
  collect: { gatewayOrderId: string; amount: number; vpa: string; email: string; contact: string },
): Promise<string> {
  const body = await gatewayCall(settings, '/v1/payments/create/upi', {
    method: 'POST',
    body: JSON.stringify({
      amount: collect.amount,
      currency: 'INR',
      order_id: collect.gatewayOrderId,
      method: 'upi',
      email: collect.email,
      contact: collect.contact,
      upi: { flow: 'collect', vpa: collect.vpa },
    }),
  });
  return collectStarted.parse(body).razorpay_payment_id;
}

/** The bank and branch an IFSC names (Razorpay's IFSC service shape), or undefined when it names none. */
export async function branchOfIfsc(settings: PaymentGatewaySettings, ifsc: string) {
  const response = await fetch(`${settings.url}/ifsc/${encodeURIComponent(ifsc)}`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`The IFSC service answered ${response.status}`);
  return ifscBranch.parse(await response.json());
}

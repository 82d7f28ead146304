import { z } from 'zod';
import { GatewayRefusal, gatewayCall } from '../payment/gateway-client';
import type { PaymentGatewaySettings } from '../payment/gateway-config';
import type { BeneficiaryRow } from '../payment/refund-accounts-sql';
import type { RefundChannel, RefundOutcome } from './refund-outcome';

/** The shop's RazorpayX current account refunds are paid out of (the sandbox takes any). */
const PAYOUT_ACCOUNT = '2323230041626905';

const payout = z.looseObject({
  id: z.string(),
  reference_id: z.string().nullable(),
  status: z.enum([
    'queued',
    'pending',
    'processing',
    'processed',
    'reversed',
    'cancelled',
    'rejected',
    'failed',
  ]),
  failure_reason: z.string().nullish(),
});
const payouts = z.looseObject({ items: z.array(payout) });

function outcomeOf(found: z.output<typeof payout>): RefundOutcome {
  if (found.status === 'processed') return { state: 'refunded', gatewayRefundId: found.id };
  if (['reversed', 'cancelled', 'rejected', 'failed'].includes(found.status)) {
    return { state: 'failed', reason: found.failure_reason ?? `The payout was ${found.status}` };
  }
  return { state: 'waiting', gatewayRefundId: found.id };
}

/** Where the money goes, as a RazorpayX composite payout names it (bank account, UPI address or wallet). */
function fundAccountOf(beneficiary: BeneficiaryRow) {
  const contact = {
    name: beneficiary.account_holder || 'Shopper',
    email: beneficiary.email || undefined,
    contact: beneficiary.mobile || undefined,
    type: 'customer',
  };
  if (beneficiary.transfer_mode === 'bank') {
    return {
      mode: 'IMPS',
      fund_account: {
        account_type: 'bank_account',
        bank_account: {
          name: beneficiary.account_holder,
          ifsc: beneficiary.ifsc_code,
          account_number: beneficiary.account_no,
        },
        contact,
      },
    };
  }
  if (beneficiary.transfer_mode === 'upi') {
    return { mode: 'UPI', fund_account: { account_type: 'vpa', vpa: { address: beneficiary.vpa }, contact } };
  }
  return {
    mode: 'amazonpay',
    fund_account: {
      account_type: 'wallet',
      wallet: { provider: beneficiary.wallet, phone: beneficiary.mobile, name: beneficiary.account_holder },
      contact,
    },
  };
}

/**
 * A refund paid to the shopper's beneficiary (cash on delivery, and providers with no refund call): a
 * RazorpayX-style payout whose X-Payout-Idempotency and reference_id are the refund's id.
 */
export function beneficiaryPayout(
  settings: PaymentGatewaySettings,
  beneficiary: BeneficiaryRow,
  ask: { refundId: string; amount: number },
): RefundChannel {
  return {
    async issue() {
      try {
        const body = await gatewayCall(settings, '/v1/payouts', {
          method: 'POST',
          headers: { 'x-payout-idempotency': ask.refundId },
          body: JSON.stringify({
            account_number: PAYOUT_ACCOUNT,
            amount: ask.amount,
            currency: 'INR',
            purpose: 'refund',
            queue_if_low_balance: true,
            reference_id: ask.refundId,
            narration: 'Refund',
            ...fundAccountOf(beneficiary),
          }),
        });
        return outcomeOf(payout.parse(body));
      } catch (error) {
        if (error instanceof GatewayRefusal && error.status === 400)
          return { state: 'failed', reason: error.reason };
        throw error;
      }
    },
    async find() {
      const query = new URLSearchParams({ account_number: PAYOUT_ACCOUNT, reference_id: ask.refundId });
      const { items } = payouts.parse(await gatewayCall(settings, `/v1/payouts?${query}`));
      const found = items.find((item) => item.reference_id === ask.refundId);
      return found && outcomeOf(found);
    },
  };
}

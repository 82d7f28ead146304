import { z } from 'zod';
import type { PaymentGatewaySettings } from './gateway-config';
import { payLaterCall } from './gateway-pay-later';

const paise = z.number().int();

/** A phone's account with a pay-later provider, as the provider's credit-summary API answers. */
const creditAccount = z.object({
  registered: z.boolean(),
  status: z.string(),
  account_id: z.string().optional(),
  credit_limit_in_paise: paise.optional(),
  available_credit_in_paise: paise.optional(),
  due_in_paise: paise.optional(),
  approved: z.boolean().optional(),
  error_code: z.string().optional(),
});
export type CreditAccount = z.output<typeof creditAccount>;

const summary = z.object({ success: z.literal(true), data: creditAccount });
const onboarded = z.object({
  success: z.literal(true),
  data: creditAccount.extend({ created: z.boolean() }),
});

/**
 * The phone's credit line with the provider (limit, available, due), server to server with the shop's key; with
 * an amount in paise, also whether the phone may pay that much later. A refusal throws PayLaterRefusal.
 */
export async function creditAccountOf(
  settings: PaymentGatewaySettings,
  provider: 'simpl' | 'potlee',
  phone: string,
  amount?: number,
): Promise<CreditAccount> {
  const body = { phone_number: phone, ...(amount === undefined ? {} : { amount_in_paise: amount }) };
  return summary.parse(await payLaterCall(settings, `/${provider}/credit-summary`, body)).data;
}

/** Signs the phone up with the provider: its account afterwards, and whether it is new. */
export async function onboardAtProvider(
  settings: PaymentGatewaySettings,
  provider: 'simpl' | 'potlee',
  phone: string,
) {
  return onboarded.parse(await payLaterCall(settings, `/${provider}/onboard`, { phone_number: phone })).data;
}

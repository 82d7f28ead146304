import { z } from 'zod';
import { noParams, noQuery } from './common';
import { endpoint } from './endpoint';

const BASE = '/service/application/finance/v1.0';
const text = z.string().optional();
const sellerAndChannel = {
  seller_id: z.number({ error: 'seller_id must be the company number' }).int(),
  affiliate_id: z.string().min(1, 'affiliate_id is required').max(64),
};
/** Rupees with at most two decimals, more than zero. */
const amount = z
  .number({ error: 'amount must be a number' })
  .positive('amount must be more than 0')
  .max(10_000_000, 'amount must be at most 10000000')
  .refine(
    (value) =>
      Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    {
      message: 'amount may have at most two decimals',
    },
  );

export const CREDIT_NOTE_REQUESTS = ['lock', 'unlock'] as const;

/** Endpoints of the finance module (v3.4.2 only): the signed-in shopper's credit notes. */
export const finance = {
  customerCreditBalance: endpoint({
    method: 'POST',
    path: `${BASE}/customer-credit-balance`,
    params: noParams,
    query: noQuery,
    body: z.looseObject({
      data: z.looseObject({
        ...sellerAndChannel,
        customer_mobile_number: z.string().max(20).optional(),
        customer_email: z.string().max(254).optional(),
      }),
    }),
    response: z.looseObject({
      success: z.boolean(),
      data: z.looseObject({
        customer_mobile_number: text,
        customer_email: text,
        total_credited_balance: z.number(),
        total_locked_amount: z.number(),
        allowed_redemption_amount: z.number(),
      }),
    }),
  }),
  lockUnlockCreditNote: endpoint({
    method: 'POST',
    path: `${BASE}/lock-unlock-credit-note`,
    params: noParams,
    query: noQuery,
    body: z.looseObject({
      data: z.looseObject({
        ...sellerAndChannel,
        ordering_channel: z.string().max(50),
        credit_note_number: z.string().min(1, 'credit_note_number is required').max(64),
        amount,
        request_type: z.enum(CREDIT_NOTE_REQUESTS, { error: 'request_type must be lock or unlock' }),
        order_id: z.string().min(1, 'order_id is required').max(64),
      }),
    }),
    response: z.looseObject({
      success: z.boolean(),
      data: z.looseObject({ credit_note_number: z.string(), amount: z.number() }),
    }),
  }),
} as const;

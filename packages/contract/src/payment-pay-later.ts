import { z } from 'zod';
import { noParams } from './common';
import { endpoint } from './endpoint';

const BASE = '/service/application/payment/v1.0';

/** Spec §8: what a Simpl refusal tells the shopper, by Simpl's error code. */
export const SIMPL_MESSAGES = {
  unauthorized: 'Oops! Unable to proceed with transaction. Retry later.',
  invalid_transaction_token: 'Oops! Unable to proceed with transaction. Retry later.',
  bad_request: 'Oops! Unable to proceed with transaction. Retry later.',
  user_not_found: "Oops! your mobile number isn't liked to a Simpl account.",
  user_unauthorized: 'Oops! your account has been blocked by Simpl.',
  unable_to_process: 'Oops! this transaction exceeds your Simpl credit limit.',
  insufficient_credit: 'Oops! this transaction exceeds your Simpl credit limit.',
  order_id_already_exists: 'Oops! a transaction with the same order id already exists.',
  transaction_amount_zero_error: "Oops! transaction amount can't be 0.",
  refund_amount_greater_than_transaction_amount: 'Oops! refund amount is greater than transaction amount.',
  user_cancelled: 'Transaction has been cancelled.',
} as const;

/** An address as Potlee reads it (spec §3), taken from a stored address. */
const PayLaterAddress = z.looseObject({
  line1: z.string().max(500),
  line2: z.string().max(500).optional(),
  city: z.string().max(100),
  state: z.string().max(100),
  country: z.string().max(100),
  pincode: z.string().max(20),
  type: z.string().max(40).optional(),
});

/** Pay later (Simpl, Potlee): whether the shopper may pay later, and Simpl's charge by transaction token. */
export const paymentPayLater = {
  /** Whether the phone may pay `transaction_amount_in_paise` later; Potlee also reads the order's addresses and items. */
  verifyCustomerForPayment: endpoint({
    method: 'POST',
    path: `${BASE}/payment/customer/validation`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({
      aggregator: z.string().min(1).max(40),
      phone_number: z.string().max(20),
      transaction_amount_in_paise: z.number().int().nonnegative(),
      payload: z.string().max(2000).nullable().optional(),
      merchant_params: z.looseObject({ source: z.string().max(40).optional() }).optional(),
      delivery_address: PayLaterAddress.optional(),
      billing_address: PayLaterAddress.optional(),
      order_items: z
        .array(
          z.looseObject({
            sku: z.string().max(200),
            price: z.number().nonnegative(),
            quantity: z.number().int().positive(),
          }),
        )
        .max(200)
        .optional(),
    }),
    response: z.looseObject({
      success: z.boolean(),
      message: z.string(),
      data: z.looseObject({
        data: z.looseObject({ approved: z.boolean(), error_code: z.string().optional() }),
      }),
    }),
  }),
  /** Charges the shopper's pay-later account for their order, with the token their authorization gave. */
  verifyAndChargePayment: endpoint({
    method: 'POST',
    path: `${BASE}/payment/confirm/charge`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({
      aggregator: z.string().min(1).max(40),
      order_id: z.string().min(1).max(40),
      transaction_token: z.string().max(200).nullable().optional(),
      amount: z.number().int().nonnegative().nullable(),
      verified: z.boolean().nullable().optional(),
    }),
    response: z.looseObject({
      success: z.boolean(),
      message: z.string(),
      status: z.string(),
      aggregator: z.string(),
      order_id: z.string(),
      cart_id: z.string().nullable().optional(),
      delivery_address_id: z.string().nullable().optional(),
    }),
  }),
} as const;

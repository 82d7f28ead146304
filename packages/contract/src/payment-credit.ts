import { z } from 'zod';
import { noParams, queryText } from './common';
import { endpoint } from './endpoint';

const BASE = '/service/application/payment/v1.0';
const text = z.string().nullable().optional();

const aggregatorQuery = z.strictObject({ aggregator: queryText(40, 'aggregator').optional() });

/** An amount of money as the credit calls show it (BalanceDetails): rupees, currency and the shop's spelling. */
const Balance = z.looseObject({
  value: z.number().nullable().optional(),
  currency: text,
  formatted_value: text,
});

/** The shopper's credit line with a pay-later aggregator (CreditSummary). */
const CreditSummary = z.looseObject({
  status: text,
  status_message: text,
  buyer_status: text,
  merchant_customer_ref_id: text,
  credit_line_id: text,
  is_eligible_for_txn: z.boolean().nullable().optional(),
  limit: Balance.optional(),
  amount_available: Balance.optional(),
  balance: Balance.optional(),
  due_amount: Balance.optional(),
  total_due_amount: Balance.optional(),
  due_date: text,
  repayment_url: text,
  soa_url: text,
  activation_url: text,
});

/** An amount in a credit account (UserCreditSchema): rupees and the currency code. */
const AccountAmount = z.looseObject({
  amount: z.number(),
  currency: z.string(),
  unique_id: z.string().optional(),
});

/** The shopper's orders paid with an aggregator, or what is left to repay on them (Paid/OutstandingOrderDetails). */
const OrderList = z.looseObject({
  success: z.boolean(),
  status_code: z.number(),
  message: text,
  data: z.array(z.unknown()).nullable().optional(),
});

/** A request object the platform reads no further than its shape: bounded, never stored. */
const details = z.looseObject({}).nullable().optional();

/**
 * Credit with the pay-later aggregators (Simpl, Potlee): the shopper's account, its summary, signing up, and the
 * orders paid with it; and the promo banners of Epaylater and Rupifi, as the shop's settings allow.
 */
export const paymentCredit = {
  /** Whether the signed-in shopper has an account with the aggregator, and may pay with it now. */
  checkCredit: endpoint({
    method: 'GET',
    path: `${BASE}/check-credits/`,
    params: noParams,
    query: aggregatorQuery,
    body: undefined,
    response: z.looseObject({
      success: z.boolean(),
      data: z.looseObject({ status: z.boolean(), is_registered: z.boolean(), signup_url: z.string() }),
    }),
  }),
  /** The signed-in shopper's credit line with the aggregator: limit, available, due. */
  customerCreditSummary: endpoint({
    method: 'GET',
    path: `${BASE}/payment/credit-summary/`,
    params: noParams,
    query: aggregatorQuery,
    body: undefined,
    response: z.looseObject({ success: z.boolean(), data: CreditSummary.optional() }),
  }),
  /** Signs the shopper up with the aggregator, with the mobile number of their account. */
  customerOnboard: endpoint({
    method: 'POST',
    path: `${BASE}/credit-onboard/`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({
      aggregator: z.string().min(1, 'aggregator is required').max(40),
      source: z.string().max(40),
      mcc: z.string().max(20).nullable().optional(),
      personal_info: z
        .looseObject({ phone: z.string().max(20).optional(), first_name: z.string().max(100).optional() })
        .nullable()
        .optional(),
      marketplace_info: details,
      business_info: details,
      device: details,
    }),
    response: z.looseObject({
      success: z.boolean(),
      data: z.looseObject({
        status: z.boolean(),
        status_remark: z.string().optional(),
        is_eligible_for_txn: z.boolean().optional(),
        merchant_customer_ref_id: z.string().optional(),
        redirect_url: z.string().optional(),
        activation_url: z.string().optional(),
        session: z.unknown().optional(),
      }),
    }),
  }),
  /** Whether the shopper may pay `transaction_amount` (rupees) with the aggregator, and their account's balance. */
  validateCustomerAndCreditSummary: endpoint({
    method: 'POST',
    path: `${BASE}/payment/validate/customer-credits-v2`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({
      aggregator: z.string().min(1, 'aggregator is required').max(40),
      transaction_amount: z.number().nonnegative().max(10_000_000),
      cart_id: z.string().max(40).optional(),
      user_id: z.string().max(40).optional(),
    }),
    response: z.looseObject({
      success: z.boolean(),
      is_eligible: z.boolean(),
      is_applied: z.boolean().optional(),
      message: z.string(),
      cart_id: z.string().optional(),
      account: z
        .looseObject({
          account_id: z.string(),
          status: z.string(),
          redeemable_balance: AccountAmount.optional(),
          available_balance: AccountAmount.optional(),
          amount_on_hold: z.array(AccountAmount).optional(),
        })
        .optional(),
    }),
  }),
  /** Whether to show Epaylater's promo banner, and its texts. */
  getEpaylaterBannerDetails: endpoint({
    method: 'GET',
    path: `${BASE}/epaylater/banner`,
    params: noParams,
    query: z.strictObject({}),
    body: undefined,
    response: z.looseObject({
      success: z.boolean(),
      data: z.looseObject({
        display: z.boolean(),
        status: z.string().optional(),
        message: z.string().optional(),
      }),
    }),
  }),
  /** Rupifi's banner: its status and where a shopper does the KYC for a credit line. */
  getRupifiBannerDetails: endpoint({
    method: 'GET',
    path: `${BASE}/rupifi/banner`,
    params: noParams,
    query: z.strictObject({}),
    body: undefined,
    response: z.looseObject({
      success: z.boolean(),
      data: z.looseObject({ status: z.string().optional(), kyc_url: z.string().optional() }),
    }),
  }),
  /** The signed-in shopper's orders paid with the aggregator. */
  paidOrderDetails: endpoint({
    method: 'GET',
    path: `${BASE}/payment/paid-orders/`,
    params: noParams,
    query: aggregatorQuery,
    body: undefined,
    response: OrderList,
  }),
  /** What the signed-in shopper still owes the aggregator, order by order (v1.4.13 only). */
  outstandingOrderDetails: endpoint({
    method: 'GET',
    path: `${BASE}/payment/outstanding-orders/`,
    params: noParams,
    query: aggregatorQuery,
    body: undefined,
    response: OrderList,
  }),
} as const;

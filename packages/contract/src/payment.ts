import { z } from 'zod';
import { noParams, queryBool, queryNumber, queryText } from './common';
import { endpoint } from './endpoint';
import { paymentCards } from './payment-cards';
import { paymentCredit } from './payment-credit';
import { paymentFlows } from './payment-flows';
import { paymentLinkCalls } from './payment-links';
import { paymentOrderCalls } from './payment-orders';
import { paymentPayLater } from './payment-pay-later';
import { paymentRefundAccounts } from './payment-refund-accounts';
import { paymentUpi } from './payment-upi';
import { paymentWalletLinks } from './payment-wallet-links';

const BASE = '/service/application/payment/v1.0';
const text = z.string().nullable().optional();

/** One way to pay within a mode (PaymentModeList): a bank, a wallet, a saved card, or the mode itself. */
const PaymentModeOption = z.looseObject({
  aggregator_name: z.string(),
  name: text,
  display_name: text,
  code: text,
  merchant_code: text,
  display_priority: z.number().nullable().optional(),
  cod_limit: z.number().nullable().optional(),
  cod_limit_per_order: z.number().nullable().optional(),
  remaining_limit: z.number().nullable().optional(),
  logo_url: z.looseObject({ large: z.string(), small: z.string() }).optional(),
  meta: z.unknown().optional(),
});

/** A payment mode offered at checkout (RootPaymentMode): COD, PP, CARD, UPI, NB, WL, ... */
export const PaymentMode = z.looseObject({
  name: z.string(),
  display_name: z.string(),
  display_priority: z.number(),
  aggregator_name: text,
  anonymous_enable: z.boolean().nullable().optional(),
  save_card: z.boolean().nullable().optional(),
  add_card_enabled: z.boolean().nullable().optional(),
  is_pay_by_card_pl: z.boolean().nullable().optional(),
  list: z.array(PaymentModeOption).optional(),
});
export type PaymentMode = z.output<typeof PaymentMode>;

const AggregatorRoute = z.looseObject({
  api_link: text,
  payment_flow: text,
  payment_flow_data: z.unknown().optional(),
  data: z.unknown().optional(),
});

export const PaymentModeRouteResponse = z.looseObject({
  success: z.boolean(),
  payment_options: z.looseObject({
    payment_option: z.array(PaymentMode),
    payment_flows: z.record(z.string(), AggregatorRoute),
    payment_default_selection: z
      .looseObject({ mode: text, identifier: text, skip: z.boolean().nullable().optional() })
      .optional(),
  }),
  payment_breakup: z.unknown().optional(),
  advance_payment: z.array(z.unknown()).nullable().optional(),
});

/** The payment module's calls: checkout's, and each payment family's from its own file. */
export const payment = {
  ...paymentCards,
  ...paymentLinkCalls(PaymentModeRouteResponse),
  ...paymentOrderCalls(PaymentModeRouteResponse),
  ...paymentWalletLinks,
  ...paymentUpi,
  ...paymentPayLater,
  ...paymentCredit,
  ...paymentRefundAccounts,
  ...paymentFlows,
  getPaymentModeRoutes: endpoint({
    method: 'GET',
    path: `${BASE}/payment/options`,
    params: noParams,
    query: z.strictObject({
      amount: queryNumber('amount').optional(),
      cart_id: queryText(40, 'cart_id').optional(),
      checkout_mode: queryText(20, 'checkout_mode').optional(),
      refresh: queryBool('refresh').optional(),
      order_id: queryText(40, 'order_id').optional(),
      card_reference: queryText(100, 'card_reference').optional(),
      user_details: queryText(2000, 'user_details').optional(),
      display_split: queryBool('display_split').optional(),
      advance_payment: queryBool('advance_payment').optional(),
      shipment_id: queryText(40, 'shipment_id').optional(),
    }),
    body: undefined,
    response: PaymentModeRouteResponse,
  }),
  /** Asks the gateway, server to server, how an order's online payment stands, and settles it accordingly. */
  checkAndUpdatePaymentStatus: endpoint({
    method: 'POST',
    path: `${BASE}/payment/confirm/polling`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({
      aggregator: z.string().max(40),
      method: z.string().max(20),
      merchant_order_id: z.string().min(1).max(40),
      status: z.string().max(40).optional(),
      merchant_transaction_id: z.string().max(100).optional(),
      device_id: z.string().max(100).nullable().optional(),
      customer_id: z.string().max(100).optional(),
      contact: z.string().max(40).optional(),
      vpa: z.string().max(100).optional(),
      order_id: z.string().max(100).optional(),
      currency: z.string().max(3).optional(),
      amount: z.number().nullable().optional(),
      email: z.string().max(200).optional(),
    }),
    response: z.looseObject({
      status: z.string(),
      success: z.boolean().nullable().optional(),
      retry: z.boolean(),
      redirect_url: z.string().nullable().optional(),
      aggregator_name: z.string(),
    }),
  }),
} as const;

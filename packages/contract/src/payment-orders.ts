import { z } from 'zod';
import { noParams, queryBool, queryNumber, queryText } from './common';
import { endpoint } from './endpoint';

const BASE = '/service/application/payment/v1.0';
const text = z.string().nullable().optional();

const orderId = z
  .string()
  .min(1, 'order_id is required')
  .max(40, 'order_id must be at most 40 characters')
  .regex(/^[\w-]+$/, 'order_id must be an order id');

/** AggregatorConfigDetail: what the browser may hold of an aggregator; `secret` is always empty. */
const AggregatorConfig = z.looseObject({
  key: z.string(),
  secret: z.literal(''),
  config_type: z.string(),
  sdk: z.boolean().nullable().optional(),
  api: text,
  merchant_id: text,
  merchant_key: text,
  user_id: text,
  pin: text,
  verify_api: text,
});

/** PaymentOrderMethods: how the payment order is to be paid; meta.payment_gateway names the aggregator. */
const PaymentOrderMethod = z.looseObject({
  amount: z.number().nonnegative('amount must not be negative'),
  payment: z.string().max(40).optional(),
  mode: z.string().min(1, 'mode is required').max(20),
  name: z.string().max(100),
  meta: z.looseObject({
    merchant_code: z.string().max(40),
    payment_gateway: z.string().max(40),
    payment_identifier: z.string().max(100),
  }),
});

/**
 * The aggregators' public keys, the point-of-sale payment modes, payment orders for orders awaiting payment, and
 * a pending UPI request sent again or cancelled. Given the payment mode answer's schema (defined in payment.ts).
 */
export function paymentOrderCalls<R extends z.ZodType>(paymentModeRouteResponse: R) {
  return {
    getAggregatorsConfig: endpoint({
      method: 'GET',
      path: `${BASE}/config/aggregators/key`,
      params: noParams,
      query: z.strictObject({ refresh: queryBool('refresh').optional() }),
      body: undefined,
      // AggregatorsConfigDetail: each aggregator present once the shop has an account with it.
      response: z.looseObject({
        success: z.boolean(),
        env: z.string(),
        razorpay: AggregatorConfig.optional(),
        juspay: AggregatorConfig.optional(),
        simpl: AggregatorConfig.optional(),
        payumoney: AggregatorConfig.optional(),
        rupifi: AggregatorConfig.optional(),
        mswipe: AggregatorConfig.optional(),
        stripe: AggregatorConfig.optional(),
        ccavenue: AggregatorConfig.optional(),
      }),
    }),
    getPosPaymentModeRoutes: endpoint({
      method: 'GET',
      path: `${BASE}/payment/options/pos`,
      params: noParams,
      query: z.strictObject({
        amount: queryNumber('amount').optional(),
        cart_id: queryText(40, 'cart_id').optional(),
        pincode: queryText(10, 'pincode').optional(),
        checkout_mode: queryText(20, 'checkout_mode').optional(),
        refresh: queryBool('refresh').optional(),
        card_reference: queryText(100, 'card_reference').optional(),
        order_type: queryText(40, 'order_type').optional(),
        user_details: queryText(2000, 'user_details').optional(),
      }),
      body: undefined,
      response: paymentModeRouteResponse,
    }),
    createPaymentOrder: endpoint({
      method: 'POST',
      path: `${BASE}/payment-orders/`,
      params: noParams,
      query: z.strictObject({}),
      body: z.looseObject({
        order_id: orderId,
        shipment_id: z.string().max(40).optional(),
        payment_methods: z.array(PaymentOrderMethod).max(5).optional(),
      }),
      response: z.looseObject({
        success: z.boolean(),
        status_code: z.number(),
        message: z.string(),
        order_id: text,
        callback_url: text,
        payment_confirm_url: text,
        data: z.looseObject({
          amount: z.number().nullable().optional(),
          aggregator: text,
          callback_url: text,
          order_id: text,
          customer_id: text,
          merchant_order_id: text,
          currency: text,
          email: text,
          contact: text,
          method: text,
        }),
      }),
    }),
    resendOrCancelPayment: endpoint({
      method: 'POST',
      path: `${BASE}/payment/resend_or_cancel`,
      params: noParams,
      query: z.strictObject({}),
      body: z.looseObject({
        order_id: orderId,
        device_id: z.string().max(100).nullable().optional(),
        request_type: z.enum(['resend', 'cancel'], { error: "request_type must be 'resend' or 'cancel'" }),
      }),
      response: z.looseObject({
        success: z.boolean(),
        data: z.looseObject({
          status: z.string(),
          message: z.string(),
          is_payment_done: z.boolean().optional(),
        }),
      }),
    }),
  } as const;
}

import { z } from 'zod';
import { noParams, queryText } from './common';
import { endpoint } from './endpoint';

const BASE = '/service/application/payment/v1.0';
const text = z.string().nullable().optional();

/** Spec §8: what a shopper is told when a UPI collect request could not be sent. */
export const UPI_INIT_FAILURE = 'UPI Initialization failed';

/** UPI collect (initialise, then poll checkAndUpdatePaymentStatus) and the checks of a UPI address and an IFSC. */
export const paymentUpi = {
  /** Sends a UPI collect request for an order awaiting payment; amount in paise, as the gateway counts. */
  initialisePayment: endpoint({
    method: 'POST',
    path: `${BASE}/payment/request`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({
      merchant_order_id: z.string().min(1).max(40),
      method: z.string().max(20),
      aggregator: z.string().max(40),
      amount: z.number().int().positive(),
      currency: z.string().max(3),
      vpa: z.string().max(300).nullable().optional(),
      email: z.string().max(200),
      contact: z.string().max(40),
      customer_id: z.string().max(100),
      order_id: z.string().max(100),
      device_id: z.string().max(100).nullable().optional(),
      razorpay_payment_id: z.string().max(100).nullable().optional(),
      timeout: z.number().nullable().optional(),
    }),
    response: z.looseObject({
      success: z.boolean(),
      aggregator: z.string(),
      method: z.string(),
      merchant_order_id: z.string(),
      polling_url: z.string(),
      status: z.string().optional(),
      aggregator_order_id: z.string().optional(),
      razorpay_payment_id: text,
      upi_poll_url: text,
      vpa: text,
      customer_id: text,
      currency: text,
      amount: z.number().nullable().optional(),
      timeout: z.number().nullable().optional(),
    }),
  }),
  validateVPA: endpoint({
    method: 'POST',
    path: `${BASE}/validate-vpa`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({ upi_vpa: z.string().max(300), aggregator: z.string().max(40).optional() }),
    response: z.looseObject({
      success: z.boolean(),
      data: z.looseObject({
        upi_vpa: z.string(),
        status: z.enum(['VALID', 'INVALID']),
        is_valid: z.boolean(),
        customer_name: z.string(),
      }),
    }),
  }),
  verifyIfscCode: endpoint({
    method: 'GET',
    path: `${BASE}/ifsc-code/verify`,
    params: noParams,
    query: z.strictObject({ ifsc_code: queryText(20, 'ifsc_code').optional() }),
    body: undefined,
    response: z.looseObject({ success: z.boolean(), bank_name: z.string(), branch_name: z.string() }),
  }),
} as const;

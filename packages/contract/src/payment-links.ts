import { z } from 'zod';
import { noParams } from './common';
import { endpoint } from './endpoint';

const BASE = '/service/application/payment/v1.0';
const text = z.string().nullable().optional();
const count = z.number().nullable().optional();

/** The most a link may ask for, in rupees: a shop's own ceiling, well under any gateway's. */
const MOST_RUPEES = 1_000_000;

/** A link's id as the platform makes them (32 hex digits); anything else names no link. */
const linkId = (label: string) =>
  z
    .string()
    .min(1, `${label} is required`)
    .max(64, `${label} must be at most 64 characters`)
    .regex(/^[\w-]+$/, `${label} must be a payment link id`);

const rupees = z
  .number({ error: 'amount must be a number of rupees' })
  .positive('amount must be more than 0')
  .max(MOST_RUPEES, `amount must be at most ${MOST_RUPEES} rupees`)
  .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), 'amount has at most 2 decimals');

const email = z
  .string()
  .max(254, 'email must be at most 254 characters')
  .refine(
    (value) => value === '' || z.email().safeParse(value).success,
    'email must be an e-mail address such as asha@example.com',
  );

const mobile = z
  .string()
  .max(20, 'mobile_number must be at most 20 characters')
  .refine((value) => value === '' || /^\+?\d{7,15}$/.test(value), 'mobile_number must be 7 to 15 digits');

/** CreatePaymentLinkRequest (v1) / CreatePaymentLinkCreation (v3). */
const CreatePaymentLinkRequest = z.looseObject({
  amount: rupees,
  email,
  mobile_number: mobile,
  country_phone_code: z.string().max(5).optional(),
  description: z.string().max(500, 'description must be at most 500 characters').nullable().optional(),
  external_order_id: z.string().max(100, 'external_order_id must be at most 100 characters'),
  meta: z
    .looseObject({
      cart_id: z.string().max(40).optional(),
      checkout_mode: z.string().max(20).optional(),
      amount: z.string().max(20).optional(),
      assign_card_id: z.string().max(100).nullable().optional(),
    })
    .optional(),
  success_redirection_url: z.string().max(2000).optional(),
  failure_redirection_url: z.string().max(2000).optional(),
  send_communication: z.boolean().optional(),
});

const CancelOrResendPaymentLinkRequest = z.looseObject({ payment_link_id: linkId('payment_link_id') });

const byLinkId = z.strictObject({ payment_link_id: linkId('payment_link_id') });

const LinkAnswer = z.looseObject({ status_code: z.number(), success: z.boolean(), message: z.string() });

/** PaymentStatusUpdateRequest, as checkAndUpdatePaymentStatus takes it: merchant_order_id is the link's id. */
const PaymentStatusUpdateRequest = z.looseObject({
  aggregator: z.string().max(40),
  method: z.string().max(20),
  merchant_order_id: linkId('merchant_order_id'),
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
});

const PaymentMethodsMeta = z.looseObject({
  merchant_code: z.string().max(40),
  payment_gateway: z.string().max(40),
  payment_identifier: z.string().max(100),
});

/** CreateOrderUserRequest: where the gateway sends the payer back, and how they pay. */
const CreateOrderUserRequest = z.looseObject({
  payment_link_id: linkId('payment_link_id'),
  currency: z.string().max(3),
  success_callback_url: z.string().max(2000),
  failure_callback_url: z.string().max(2000),
  payment_methods: z.looseObject({
    name: z.string().max(40),
    mode: z.string().max(20),
    meta: PaymentMethodsMeta,
  }),
  meta: z.unknown().optional(),
});

const PaymentInitializationRequest = z.looseObject({
  merchant_order_id: linkId('merchant_order_id'),
  order_id: z.string().max(100),
  method: z.string().max(20),
  aggregator: z.string().max(40),
  customer_id: z.string().max(100),
  contact: z.string().max(40),
  email: z.string().max(200),
  currency: z.string().max(3),
  amount: z.number().nullable(),
  razorpay_payment_id: z.string().max(100).nullable().optional(),
  device_id: z.string().max(100).nullable().optional(),
  vpa: z.string().max(100).nullable().optional(),
  timeout: z.number().nullable().optional(),
});

/**
 * The payment-link calls. A link is opened and paid by whoever holds its id; cancelling and sending it again
 * are for the shopper who made it. `modeRoutes` is the payment modes' answer, named once in payment.ts.
 */
export function paymentLinkCalls<R extends z.ZodType>(modeRoutes: R) {
  return {
    createPaymentLink: endpoint({
      method: 'POST',
      path: `${BASE}/create-payment-link/`,
      params: noParams,
      query: z.strictObject({}),
      body: CreatePaymentLinkRequest,
      response: LinkAnswer.extend({
        payment_link_url: text,
        payment_link_id: text,
        polling_timeout: count,
      }),
    }),
    getPaymentLink: endpoint({
      method: 'GET',
      path: `${BASE}/create-payment-link/`,
      params: noParams,
      query: byLinkId,
      body: undefined,
      response: LinkAnswer.extend({
        payment_link_current_status: text,
        payment_link_url: text,
        external_order_id: text,
        merchant_name: text,
        amount: count,
        polling_timeout: count,
        description: text,
        currency: text,
        expires_at: text,
      }),
    }),
    pollingPaymentLink: endpoint({
      method: 'GET',
      path: `${BASE}/polling-payment-link/`,
      params: noParams,
      query: byLinkId,
      body: undefined,
      response: z.looseObject({
        status: text,
        status_code: count,
        success: z.boolean().nullable().optional(),
        http_status: count,
        message: text,
        order_id: text,
        redirect_url: text,
        payment_link_id: text,
        aggregator_name: text,
        amount: count,
      }),
    }),
    cancelPaymentLink: endpoint({
      method: 'POST',
      path: `${BASE}/cancel-payment-link/`,
      params: noParams,
      query: z.strictObject({}),
      body: CancelOrResendPaymentLinkRequest,
      response: LinkAnswer,
    }),
    resendPaymentLink: endpoint({
      method: 'POST',
      path: `${BASE}/resend-payment-link/`,
      params: noParams,
      query: z.strictObject({}),
      body: CancelOrResendPaymentLinkRequest,
      response: LinkAnswer.extend({ polling_timeout: count }),
    }),
    getPaymentModeRoutesPaymentLink: endpoint({
      method: 'GET',
      path: `${BASE}/payment/options/link/`,
      params: noParams,
      query: byLinkId,
      body: undefined,
      response: modeRoutes,
    }),
    /** Asks the gateway to collect the link's amount; `data.redirect_url` is the gateway's page to pay at. */
    createOrderHandlerPaymentLink: endpoint({
      method: 'POST',
      path: `${BASE}/create-order/link/`,
      params: noParams,
      query: z.strictObject({}),
      body: CreateOrderUserRequest,
      response: LinkAnswer.extend({
        order_id: text,
        callback_url: text,
        payment_confirm_url: text,
        data: z
          .looseObject({
            method: text,
            aggregator: text,
            customer_id: text,
            contact: text,
            merchant_order_id: text,
            order_id: text,
            currency: text,
            callback_url: text,
            amount: count,
            email: text,
            redirect_url: text,
          })
          .optional(),
      }),
    }),
    initialisePaymentPaymentLink: endpoint({
      method: 'POST',
      path: `${BASE}/payment/request/link/`,
      params: noParams,
      query: z.strictObject({}),
      body: PaymentInitializationRequest,
      response: z.looseObject({
        success: z.boolean(),
        method: z.string(),
        aggregator: z.string(),
        merchant_order_id: z.string(),
        polling_url: z.string(),
        status: z.string().optional(),
        aggregator_order_id: z.string().optional(),
        razorpay_payment_id: text,
        upi_poll_url: text,
        virtual_id: text,
        device_id: text,
        customer_id: text,
        vpa: text,
        currency: text,
        timeout: count,
        amount: count,
        bqr_image: text,
      }),
    }),
    /** Asks the gateway, server to server, how the link's payment stands, and settles it accordingly. */
    checkAndUpdatePaymentStatusPaymentLink: endpoint({
      method: 'POST',
      path: `${BASE}/payment/confirm/polling/link/`,
      params: noParams,
      query: z.strictObject({}),
      body: PaymentStatusUpdateRequest,
      response: z.looseObject({
        status: z.string(),
        success: z.boolean().nullable().optional(),
        retry: z.boolean(),
        redirect_url: z.string().nullable().optional(),
        aggregator_name: z.string(),
      }),
    }),
  } as const;
}

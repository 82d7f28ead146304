import { z } from 'zod';
import { CartBreakup, CartDetailResponse, CartItem, PaymentCouponValidate } from './cart-models';
import { noParams, queryBool, queryText } from './common';
import { endpoint } from './endpoint';

const BASE = '/service/application/cart';
const text = z.string().optional();
const flag = (name: string) => queryBool(name).optional();
const id = (name: string) => z.string().max(40, `${name} must be at most 40 characters`);
const code = (name: string) => z.string().max(60, `${name} must be at most 60 characters`);

/** Spec §5 and §8: what address selection and order creation say when no address is given. */
export const NO_ADDRESS_SELECTED = 'No address selected';
export const NO_ADDRESS_DATA = 'No address data';
/** Spec §5: confirming payment without options. */
export const PAYMENT_OPTIONS_REQUIRED = 'Payment options are required';

export const SelectCartAddressRequest = z.object({
  id: id('id').optional(),
  billing_address_id: id('billing_address_id').optional(),
  cart_id: id('cart_id').optional(),
});

export const UpdateCartPaymentRequest = z.object({
  id: id('id').optional(),
  address_id: id('address_id').optional(),
  payment_mode: code('payment_mode').optional(),
  payment_identifier: code('payment_identifier').nullable().optional(),
  aggregator_name: code('aggregator_name').optional(),
  merchant_code: code('merchant_code').optional(),
});

const PaymentMethod = z.object({
  mode: code('mode'),
  name: code('name').optional(),
  payment: z.string().max(40).optional(),
  amount: z.number().nullable().optional(),
  payment_meta: z.object({
    merchant_code: code('merchant_code').optional(),
    payment_gateway: code('payment_gateway').optional(),
    payment_identifier: code('payment_identifier').nullable().optional(),
    type: code('type').optional(),
  }),
  payment_extra_identifiers: z.record(z.string(), z.unknown()).optional(),
});

const staff = z
  .object({
    _id: z.string().max(40),
    user: z.string().max(40),
    first_name: z.string().max(100),
    last_name: z.string().max(100),
    employee_code: z.string().max(40).optional(),
  })
  .optional();
const meta = z.record(z.string(), z.unknown()).optional();

/** What both checkout versions take; v2 names the payment in `payment_methods`. */
const checkoutFields = {
  id: id('id').nullable().optional(),
  cart_id: id('cart_id').optional(),
  address_id: id('address_id').optional(),
  billing_address_id: id('billing_address_id').optional(),
  delivery_address: meta,
  billing_address: meta,
  payment_mode: code('payment_mode'),
  aggregator: code('aggregator').optional(),
  payment_identifier: code('payment_identifier').nullable().optional(),
  merchant_code: code('merchant_code').optional(),
  callback_url: z.string().max(2000).nullable().optional(),
  payment_auto_confirm: z.boolean().optional(),
  payment_params: z.record(z.string(), z.unknown()).nullable().optional(),
  order_type: code('order_type').optional(),
  ordering_store: z.number().int().nullable().optional(),
  staff,
  meta,
  extra_meta: meta,
  custom_meta: z.unknown().optional(),
  customer_details: z.record(z.string(), z.unknown()).nullable().optional(),
  iin: code('iin').optional(),
  network: code('network').optional(),
  type: code('type').optional(),
  card_id: code('card_id').optional(),
};

export const CartCheckoutRequest = z.object({
  ...checkoutFields,
  payment: z.record(z.string(), z.unknown()).optional(),
});
export const CartCheckoutV2Request = z.object({
  ...checkoutFields,
  payment_methods: z.array(PaymentMethod).max(5, 'payment_methods may hold at most 5 entries'),
});
export type CartCheckoutRequest = z.output<typeof CartCheckoutRequest>;
export type CartCheckoutV2Request = z.output<typeof CartCheckoutV2Request>;

export const CartCheckoutResponse = z.looseObject({
  success: z.boolean().optional(),
  message: text,
  order_id: text,
  callback_url: text,
  payment_confirm_url: text,
  app_intercept_url: text,
  data: z.unknown().optional(),
  cart: z
    .looseObject({
      id: text,
      cart_id: z.number().optional(),
      uid: text,
      order_id: text,
      is_valid: z.boolean().optional(),
      success: z.boolean().optional(),
      message: text,
      error_message: text,
      cod_available: z.boolean().optional(),
      cod_message: text,
      cod_charges: z.number().optional(),
      delivery_charges: z.number().optional(),
      checkout_mode: text,
      buy_now: z.boolean().optional(),
      items: z.array(CartItem).optional(),
      breakup_values: CartBreakup.optional(),
    })
    .optional(),
});

export const CartShipmentsResponse = CartDetailResponse.extend({
  error: z.boolean().optional(),
  shipments: z
    .array(
      z.looseObject({
        shipments: z.number().optional(),
        fulfillment_id: z.number().optional(),
        fulfillment_type: text,
        shipment_type: text,
        order_type: text,
        box_type: z.string().nullable().optional(),
        dp_id: z.string().nullable().optional(),
        items: z.array(CartItem).optional(),
        promise: z.unknown().optional(),
      }),
    )
    .optional(),
});

const cartQuery = { buy_now: flag('buy_now'), i: flag('i'), b: flag('b') };
const orderingSource = { cart_type: queryText(40, 'cart_type').optional() };

/** Checkout's calls: address and payment choice, coupon validity for a mode, shipments, and placing the order. */
export const cartCheckout = {
  selectAddress: endpoint({
    method: 'POST',
    path: `${BASE}/v1.0/select-address`,
    params: noParams,
    query: z.strictObject({ cart_id: queryText(40, 'cart_id').optional(), ...cartQuery }),
    body: SelectCartAddressRequest,
    response: CartDetailResponse,
  }),
  selectPaymentMode: endpoint({
    method: 'PUT',
    path: `${BASE}/v1.0/payment`,
    params: noParams,
    query: z.strictObject({ id: queryText(40, 'id').optional(), buy_now: flag('buy_now') }),
    body: UpdateCartPaymentRequest,
    response: CartDetailResponse,
  }),
  validateCouponForPayment: endpoint({
    method: 'GET',
    path: `${BASE}/v1.0/payment/validate/`,
    params: noParams,
    query: z.strictObject({
      id: queryText(40, 'id').optional(),
      buy_now: flag('buy_now'),
      address_id: queryText(40, 'address_id').optional(),
      payment_mode: queryText(60, 'payment_mode').optional(),
      payment_identifier: queryText(60, 'payment_identifier').optional(),
      aggregator_name: queryText(60, 'aggregator_name').optional(),
      merchant_code: queryText(60, 'merchant_code').optional(),
      iin: queryText(20, 'iin').optional(),
      network: queryText(40, 'network').optional(),
      type: queryText(40, 'type').optional(),
      card_id: queryText(100, 'card_id').optional(),
      ...orderingSource,
    }),
    body: undefined,
    response: PaymentCouponValidate,
  }),
  getShipments: endpoint({
    method: 'GET',
    path: `${BASE}/v1.0/shipment`,
    params: noParams,
    query: z.strictObject({
      p: flag('p'),
      id: queryText(40, 'id').optional(),
      buy_now: flag('buy_now'),
      address_id: queryText(40, 'address_id').optional(),
      area_code: queryText(20, 'area_code').optional(),
      order_type: queryText(40, 'order_type').optional(),
    }),
    body: undefined,
    response: CartShipmentsResponse,
  }),
  checkoutCart: endpoint({
    method: 'POST',
    path: `${BASE}/v1.0/checkout`,
    params: noParams,
    query: z.strictObject({ buy_now: flag('buy_now'), ...orderingSource }),
    body: CartCheckoutRequest,
    response: CartCheckoutResponse,
  }),
  checkoutCartV2: endpoint({
    method: 'POST',
    path: `${BASE}/v2.0/checkout`,
    params: noParams,
    query: z.strictObject({ buy_now: flag('buy_now'), ...orderingSource }),
    body: CartCheckoutV2Request,
    response: CartCheckoutResponse,
  }),
} as const;

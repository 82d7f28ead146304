import { z } from 'zod';

/** How long a document link (invoice, credit note) stays valid, in seconds (spec: signed-URL expiry 300). */
export const DOCUMENT_LINK_SECONDS = 300;

// The order as its shopper reads it: the platform order module's OrderSchema and Shipments.

const text = z.string();

const Address = z.looseObject({
  name: text.optional(),
  phone: text.optional(),
  email: text.optional(),
  address: text.optional(),
  address1: text.optional(),
  address2: text.optional(),
  area: text.optional(),
  landmark: text.optional(),
  city: text.optional(),
  state: text.optional(),
  pincode: text.optional(),
  country: text.optional(),
  country_iso_code: text.optional(),
  country_phone_code: text.optional(),
  address_type: text.optional(),
  display_address: text.optional(),
  contact_person: text.optional(),
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
});

/** A line of the price breakup, in rupees: `name` is the key (subtotal, discount, delivery_charge, total…). */
const BreakupValue = z.looseObject({
  name: text,
  display: text,
  value: z.number(),
  currency_code: text,
  currency_symbol: text,
});
export type OrderBreakupValue = z.output<typeof BreakupValue>;

/**
 * What a bag cost, in rupees, for its whole quantity (a shipment's: its bags summed, with the delivery and
 * cash-on-delivery charges its order's first shipment carries); `amount_paid_roundoff` is in whole rupees.
 */
const Prices = z.looseObject({
  price_marked: z.number(),
  price_effective: z.number(),
  discount: z.number(),
  coupon_value: z.number(),
  coupon_effective_discount: z.number(),
  amount_paid: z.number(),
  amount_paid_roundoff: z.number().optional(),
  value_of_good: z.number().optional(),
  delivery_charge: z.number().optional(),
  cod_charges: z.number().optional(),
  refund_amount: z.number().optional(),
  amount_to_be_collected: z.number().optional(),
  currency_code: text,
  currency_symbol: text,
});

const Item = z.looseObject({
  /** The product's uid. */
  id: z.number(),
  name: text,
  /** The item code (SKU) as the merchant knows it. */
  code: text,
  slug_key: text,
  size: text,
  image: z.array(text),
  brand: z.looseObject({ name: text, logo: text.optional() }),
  seller_identifier: text.optional(),
});

const Bag = z.looseObject({
  id: z.number(),
  line_number: z.number(),
  item: Item,
  quantity: z.number(),
  prices: Prices,
  can_cancel: z.boolean(),
  can_return: z.boolean(),
  returnable_date: text.nullable(),
  delivery_date: text.nullable().optional(),
  currency_code: text,
  currency_symbol: text,
  seller_identifier: text.optional(),
  current_status: z.looseObject({ status: text, name: text, updated_at: text }).optional(),
  article: z
    .looseObject({ tags: z.array(text).optional() })
    .nullable()
    .optional(),
});
export type OrderBag = z.output<typeof Bag>;

/** A tracking event: `status` is its title, `value` the ShipmentStatus, `time` ISO 8601. */
const TrackingDetail = z.looseObject({
  status: text,
  value: text.nullable(),
  time: text,
  created_ts: text.optional(),
  location: text.optional(),
  is_passed: z.boolean(),
  is_current: z.boolean(),
});
export type OrderTrackingDetail = z.output<typeof TrackingDetail>;

const Payment = z.looseObject({
  mode: text,
  mop: text,
  payment_mode: text,
  status: text,
  display_name: text,
  logo: text,
});

/** A shipment's refund as its shopper sees it, in rupees; absent until one is owed. */
const RefundDetails = z.looseObject({
  refund_id: text,
  amount: z.number(),
  destination: z.enum(['source', 'beneficiary']),
  status: z.enum(['pending', 'initiated', 'refunded', 'failed']),
  updated_at: text,
});

export const OrderShipmentModel = z.looseObject({
  order_id: text,
  shipment_id: text,
  shipment_status: z.looseObject({ title: text, value: text, hex_code: text }),
  shipment_created_at: text,
  shipment_created_ts: text.optional(),
  bags: z.array(Bag),
  total_bags: z.number(),
  total_details: z.looseObject({ pieces: z.number(), sizes: z.number(), total_price: z.number() }).optional(),
  prices: Prices,
  breakup_values: z.array(BreakupValue),
  delivery_address: Address,
  billing_address: Address,
  payment: Payment,
  payment_info: z.array(Payment.extend({ amount: z.number() })),
  fulfilling_store: z.looseObject({
    id: z.number(),
    name: text,
    code: text,
    company_id: z.number().optional(),
    company_name: text.optional(),
  }),
  fulfilling_company: z.looseObject({ id: z.number().optional(), name: text.optional() }).optional(),
  tracking_details: z.array(TrackingDetail),
  awb_no: text.optional(),
  dp_name: text.optional(),
  traking_no: text.optional(),
  can_cancel: z.boolean(),
  can_return: z.boolean(),
  returnable_date: text.nullable(),
  delivery_date: text.nullable().optional(),
  show_download_invoice: z.boolean(),
  /** Whether a credit note is ready (getCreditNoteByShipmentId): the shipment was returned, or cancelled after it was paid. */
  show_download_credit_note: z.boolean().optional(),
  show_track_link: z.boolean(),
  refund_details: RefundDetails.optional(),
  order_type: text.nullable(),
  user_info: z
    .looseObject({ name: text.optional(), mobile: text.optional(), email: text.optional() })
    .optional(),
  need_help_url: text.optional(),
  comment: text.optional(),
  custom_meta: z.array(z.unknown()).optional(),
});
export type OrderShipment = z.output<typeof OrderShipmentModel>;

export const OrderModel = z.looseObject({
  order_id: text,
  order_created_time: text,
  order_created_ts: text,
  total_shipments_in_order: z.number(),
  user_info: z.looseObject({
    name: text.optional(),
    first_name: text.optional(),
    last_name: text.optional(),
    mobile: text.optional(),
    email: text.optional(),
    gender: text.optional(),
  }),
  breakup_values: z.array(BreakupValue),
  shipments: z.array(OrderShipmentModel),
  bags_for_reorder: z.array(
    z.looseObject({
      item_id: z.number(),
      item_size: text,
      quantity: z.number(),
      store_id: z.number().optional(),
    }),
  ),
  meta: z.record(z.string(), z.unknown()).optional(),
  gstin_code: text.optional(),
});
export type OrderView = z.output<typeof OrderModel>;

export const OrderByIdModel = z.looseObject({ order: OrderModel });

/** A link to a document (invoice or credit note): a PDF the platform serves for DOCUMENT_LINK_SECONDS. */
export const OrderDocumentLink = z.looseObject({
  success: z.boolean(),
  shipment_id: text,
  presigned_url: text,
  presigned_type: text,
});

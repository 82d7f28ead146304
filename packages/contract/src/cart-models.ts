import { z } from 'zod';

// The cart's response models (CartDetailResponse and what it holds), loose as the platform's are.

const money = z.number().optional();
const text = z.string().optional();
const flag = z.boolean().optional();

const Named = z.looseObject({ uid: z.number().optional(), name: text });

const Price = z.looseObject({
  effective: money,
  marked: money,
  selling: money,
  add_on: money,
  currency_code: text,
  currency_symbol: text,
});
const InBaseAndConverted = z.looseObject({ base: Price.optional(), converted: Price.optional() });

export const CartItem = z.looseObject({
  key: text,
  quantity: z.number().optional(),
  /** Required by the platform's model: the line's identifier, used to update or remove it. */
  identifiers: z.looseObject({ identifier: text }),
  discount: text,
  message: text,
  coupon_message: text,
  is_set: flag,
  parent_item_identifiers: z.unknown().optional(),
  article: z
    .looseObject({
      uid: text,
      size: text,
      quantity: z.number().optional(),
      seller: Named.optional(),
      store: z.looseObject({ uid: z.number().optional(), name: text, store_code: text }).optional(),
      price: InBaseAndConverted.optional(),
      seller_identifier: text,
      meta: z.unknown().optional(),
      type: text,
    })
    .optional(),
  product: z
    .looseObject({
      uid: z.number().optional(),
      name: text,
      slug: text,
      item_code: z.string().nullable().optional(),
      brand: Named.optional(),
      categories: z.array(Named).optional(),
      images: z.array(z.looseObject({ url: text, secure_url: text, aspect_ratio: text })).optional(),
      attributes: z.unknown().optional(),
      action: z.looseObject({ type: text, url: text }).optional(),
      type: text,
    })
    .optional(),
  availability: z
    .looseObject({
      out_of_stock: flag,
      deliverable: flag,
      is_valid: flag,
      sizes: z.array(z.string()).optional(),
      available_sizes: z.array(z.looseObject({ display: text, value: text, is_available: flag })).optional(),
      other_store_quantity: z.number().optional(),
    })
    .optional(),
  price: InBaseAndConverted.optional(),
  price_per_unit: InBaseAndConverted.optional(),
  bulk_offer: z.unknown().optional(),
  coupon: z
    .looseObject({ code: text, discount_single_quantity: money, discount_total_quantity: money })
    .optional(),
  promotions_applied: z.array(z.unknown()).optional(),
  delivery_promise: z.unknown().optional(),
});
export type CartItem = z.output<typeof CartItem>;

export const DisplayBreakup = z.looseObject({
  key: text,
  display: text,
  value: money,
  currency_code: text,
  currency_symbol: text,
  message: z.array(z.string()).optional(),
  preset: money,
});

export const CartBreakup = z.looseObject({
  display: z.array(DisplayBreakup).optional(),
  raw: z
    .looseObject({
      mrp_total: money,
      subtotal: money,
      discount: money,
      coupon: money,
      fynd_cash: money,
      delivery_charge: money,
      cod_charge: money,
      convenience_fee: money,
      gst_charges: money,
      gift_card: money,
      vog: money,
      mop_total: money,
      total_charge: money,
      you_saved: money,
      total: money,
    })
    .optional(),
  coupon: z
    .looseObject({
      code: text,
      uid: text,
      type: text,
      coupon_type: z.string().nullable().optional(),
      coupon_value: money,
      value: money,
      max_discount_value: money,
      minimum_cart_value: money,
      is_applied: flag,
      title: z.string().nullable().optional(),
      sub_title: z.string().nullable().optional(),
      description: z.string().nullable().optional(),
      message: text,
    })
    .optional(),
  loyalty_points: z
    .looseObject({ total: money, applicable: money, is_applied: flag, description: text })
    .optional(),
});

export const CartDetailResponse = z.looseObject({
  id: text,
  cart_id: z.number().optional(),
  uid: text,
  is_valid: flag,
  success: flag,
  message: text,
  buy_now: flag,
  checkout_mode: text,
  last_modified: text,
  gstin: text,
  comment: text,
  staff_user_id: text,
  restrict_checkout: flag,
  delivery_charge_info: text,
  coupon_text: text,
  items: z.array(CartItem).optional(),
  breakup_values: CartBreakup.optional(),
  currency: z.looseObject({ code: text, symbol: text }).optional(),
  coupon: z
    .looseObject({
      coupon_code: text,
      coupon_id: text,
      coupon_type: text,
      coupon_value: money,
      coupon_title: text,
      coupon_subtitle: text,
      coupon_description: text,
      discount: money,
      is_applied: flag,
      is_valid: flag,
      maximum_discount_value: money,
      minimum_cart_value: money,
      message: text,
    })
    .optional(),
  common_config: z
    .looseObject({
      delivery_charges_config: z
        .looseObject({
          enabled: flag,
          charges: z.array(z.looseObject({ charges: money, threshold: money })).optional(),
        })
        .optional(),
    })
    .optional(),
  delivery_promise: z.unknown().optional(),
  applied_promo_details: z.array(z.unknown()).optional(),
  custom_cart_meta: z.unknown().optional(),
  pan_config: z.unknown().optional(),
  notification: z.unknown().optional(),
});
export type CartDetailResponse = z.output<typeof CartDetailResponse>;

export const AddCartDetailResponse = z.looseObject({
  success: flag,
  message: text,
  partial: flag,
  cart: CartDetailResponse.optional(),
});

export const UpdateCartDetailResponse = z.looseObject({
  success: flag,
  message: text,
  cart: CartDetailResponse.optional(),
});

export const CartItemCountResponse = z.looseObject({ user_cart_items_count: z.number().optional() });

export const DeleteCartDetailResponse = z.looseObject({ success: flag, message: text });

export const CartMetaResponse = z.looseObject({ is_valid: flag, message: text });

export const Coupon = z.looseObject({
  coupon_code: text,
  title: text,
  sub_title: text,
  description: z.string().nullable().optional(),
  message: text,
  coupon_type: z.string().nullable().optional(),
  coupon_value: money,
  coupon_amount: money,
  minimum_cart_value: money,
  max_discount_value: money,
  expires_on: text,
  start_date: z.string().nullable().optional(),
  end_date: z.string().nullable().optional(),
  is_applicable: flag,
  is_applied: flag,
  coupon_applicable_message: text,
  offer_text: text,
  is_bank_offer: flag,
});

export const GetCouponResponse = z.looseObject({
  available_coupon_list: z.array(Coupon).optional(),
  page: z
    .looseObject({
      current: z.number().optional(),
      total: z.number().optional(),
      total_item_count: z.number().optional(),
      has_next: flag,
      has_previous: flag,
    })
    .optional(),
});

export const PaymentCouponValidate = z.looseObject({
  success: z.boolean(),
  message: text,
  coupon_validity: z
    .looseObject({
      valid: flag,
      title: text,
      discount: money,
      code: z.string().nullable().optional(),
      display_message_en: z.string().nullable().optional(),
      next_validation_required: z.boolean().nullable().optional(),
    })
    .optional(),
});

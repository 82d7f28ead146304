import { z } from 'zod';
import { noQuery } from './common';
import { endpoint } from './endpoint';
import { PRODUCT_REQUEST_NAMESPACE } from './lead-models';

const BASE = '/service/application/order/v1.0/orders/shipments';

/**
 * Where the storefront uploads quality-check photos of a return. The spec names no namespace for them; they are
 * photos of a product the shopper sends with a request, as product-request photos are (images, 5 MB each).
 */
export const RETURN_IMAGES_NAMESPACE = PRODUCT_REQUEST_NAMESPACE;
/** The most quality-check photos one return takes, for a product or for the whole shipment. */
export const MAX_QC_IMAGES = 4;

/** The statuses a shopper may ask a shipment to move to (spec §4 "Shipment status changes requested"). */
export const CUSTOMER_SHIPMENT_STATUSES = [
  'cancelled_customer',
  'cancellation_requested',
  'return_initiated',
  'return_pre_qc',
] as const;
export type CustomerShipmentStatus = (typeof CUSTOMER_SHIPMENT_STATUSES)[number];

/** A reason's quality check before a return is picked up: photos reviewed first ('pre_qc'), or at the door. */
export const PRE_QC = 'pre_qc';

const id = (name: string) =>
  z
    .string(`${name} must be text`)
    .min(1, `${name} is required`)
    .max(40, `${name} must be at most 40 characters`);
const text = (name: string, max: number) =>
  z.string(`${name} must be text`).max(max, `${name} must be at most ${max} characters`);
const count = (name: string) =>
  z
    .number(`${name} must be a number`)
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(10_000, `${name} must be at most 10000`);

const QuestionSet = z.looseObject({ id: z.number(), display_name: z.string() });
const ReasonMeta = z.looseObject({ show_text_area: z.boolean() });

/**
 * One reason to cancel or return (the SDK's ShipmentReason, with BagReasons' fields too): qc_type non-empty means
 * photos are needed, and 'pre_qc' among them makes the return return_pre_qc; show_text_area asks for words.
 */
const ShipmentReason = z.looseObject({
  reason_id: z.number(),
  display_name: z.string(),
  reason_text: z.string(),
  qc_type: z.array(z.string()),
  question_set: z.array(QuestionSet),
  meta: ReasonMeta,
  show_text_area: z.boolean(),
  priority: z.number(),
  feedback_type: z.string(),
  flow: z.string(),
});
export type ShipmentReasonView = z.output<typeof ShipmentReason>;

const BagReason = z.looseObject({
  id: z.number(),
  display_name: z.string(),
  qc_type: z.array(z.string()),
  question_set: z.array(QuestionSet),
  meta: ReasonMeta,
  reasons: z.array(z.looseObject({ id: z.number(), display_name: z.string() })),
});
export type BagReasonView = z.output<typeof BagReason>;

const ReasonData = z.looseObject({
  reason_id: z.number('reason_id must be a number').int('reason_id must be a whole number'),
  /** The shopper's own words (other_reason_text). */
  reason_text: text('reason_text', 1000).optional(),
});

/** A bag of the shipment: its id (the bag's `id` in getShipmentById), or its line_number there. */
const BagFilter = z.looseObject({
  identifier: id('identifier').optional(),
  line_number: count('line_number').optional(),
  quantity: count('quantity').optional(),
});

const ImageUrls = z
  .array(text('qc image url', 2000), 'qc_image_urls must be a list of addresses')
  .max(MAX_QC_IMAGES, `Add at most ${MAX_QC_IMAGES} photos`);

/** What the shopper adds to a product or to the whole shipment: quality-check photos and the reason's words. */
const UpdateData = z.looseObject({
  qc_image_urls: ImageUrls.optional(),
  qc_required: z.union([z.boolean(), z.string()]).optional(),
  other_reason_text: text('other_reason_text', 1000).optional(),
});

const ShipmentRequest = z.looseObject({
  identifier: id('identifier'),
  /** The bags concerned and how many of each; none named means the whole shipment. */
  products: z
    .array(
      z.looseObject({
        identifier: id('products.identifier').optional(),
        line_number: count('products.line_number').optional(),
        quantity: count('products.quantity').optional(),
      }),
    )
    .max(100)
    .optional(),
  reasons: z
    .looseObject({
      /** A reason per product (filters name the bags); one without filters holds for every product. */
      products: z
        .array(z.looseObject({ data: ReasonData, filters: z.array(BagFilter).max(100).optional() }))
        .max(100)
        .optional(),
      /** One overall reason for the shipment. */
      entities: z
        .array(z.looseObject({ data: ReasonData, filters: z.array(z.unknown()).max(10).optional() }))
        .max(10)
        .optional(),
    })
    .optional(),
  data_updates: z
    .looseObject({
      products: z
        .array(z.looseObject({ data: UpdateData, filters: z.array(BagFilter).max(100).optional() }))
        .max(100)
        .optional(),
      entities: z
        .array(z.looseObject({ data: UpdateData, filters: z.array(z.unknown()).max(10).optional() }))
        .max(10)
        .optional(),
    })
    .optional(),
});

/** The SDK's UpdateShipmentStatusRequest: one status, for this one shipment (or part of it). */
export const UpdateShipmentStatusRequest = z.looseObject({
  statuses: z
    .array(
      z.looseObject({
        status: z.enum(CUSTOMER_SHIPMENT_STATUSES, {
          error: `status must be one of ${CUSTOMER_SHIPMENT_STATUSES.join(', ')}`,
        }),
        shipments: z.array(ShipmentRequest).min(1, 'statuses.shipments names no shipment').max(1),
        exclude_bags_next_state: text('exclude_bags_next_state', 100).optional(),
        split_after_store_id: z.unknown().optional(),
      }),
    )
    .length(1, 'statuses must hold exactly one status'),
  task: z.boolean().optional(),
  lock_after_transition: z.boolean().optional(),
  force_transition: z.boolean().optional(),
  unlock_before_transition: z.boolean().optional(),
});
export type ShipmentUpdateRequest = z.output<typeof UpdateShipmentStatusRequest>;

/** One shipment's outcome: status 200 once moved; final_state names the shipment that moved and where to. */
const ShipmentOutcome = z.looseObject({
  status: z.number(),
  final_state: z.looseObject({ shipment_id: z.string(), status: z.string() }),
  identifier: z.string(),
  stack_trace: z.string().nullable(),
  meta: z.looseObject({ parent_id: z.string().nullable(), quantity: z.number() }),
  exception: z.string().nullable(),
  code: z.string().nullable(),
  message: z.string(),
});
export type ShipmentUpdateOutcome = z.output<typeof ShipmentOutcome>;

const shipmentParams = z.object({ shipment_id: id('shipment_id') });

/** Cancelling and returning shipments: the reasons the platform offers, and the status update. */
export const orderUpdates = {
  getShipmentReasons: endpoint({
    method: 'GET',
    path: `${BASE}/{shipment_id}/reasons`,
    params: shipmentParams,
    query: noQuery,
    body: undefined,
    response: z.looseObject({ reasons: z.array(ShipmentReason) }),
  }),
  getShipmentBagReasons: endpoint({
    method: 'GET',
    path: `${BASE}/{shipment_id}/bags/{bag_id}/reasons`,
    params: z.object({ shipment_id: id('shipment_id'), bag_id: id('bag_id') }),
    query: noQuery,
    body: undefined,
    response: z.looseObject({ success: z.boolean(), reasons: z.array(BagReason) }),
  }),
  updateShipmentStatus: endpoint({
    method: 'PUT',
    path: `${BASE}/{shipment_id}/status`,
    params: shipmentParams,
    query: noQuery,
    body: UpdateShipmentStatusRequest,
    response: z.looseObject({ statuses: z.array(z.looseObject({ shipments: z.array(ShipmentOutcome) })) }),
  }),
} as const;

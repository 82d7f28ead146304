import {
  type CustomerShipmentStatus,
  PRE_QC,
  type ShipmentReasonView,
  type ShipmentUpdateOutcome,
  type UpdateShipmentStatusRequest,
} from '@vitrine/contract';
import type { z } from 'zod';

export type UpdateType = 'cancel' | 'return';

/** A product chosen: its bag, its line in the shipment, and how many of it. */
export interface ChosenLine {
  bagId: number;
  lineNumber: number;
  quantity: number;
  reason: ShipmentReasonView;
}

export interface UpdateChoice {
  shipmentId: string;
  type: UpdateType;
  /** The shipment's status now (a packed shipment can only be asked to be cancelled). */
  currentStatus: string;
  lines: ChosenLine[];
  otherReasonText: string;
  /** Addresses of the quality-check photos, uploaded through the assets calls. */
  images: string[];
}

/** A reason's quality check calls for photos (any qc_type), and return_pre_qc when it is 'pre_qc'. */
export const needsPhotos = (reason: Pick<ShipmentReasonView, 'qc_type'>) => reason.qc_type.length > 0;

/** The status to ask for (spec §4 "Shipment status changes requested"). */
export function requestedStatus(
  choice: Pick<UpdateChoice, 'type' | 'currentStatus' | 'lines'>,
): CustomerShipmentStatus {
  if (choice.type === 'cancel') {
    return choice.currentStatus === 'packed' ? 'cancellation_requested' : 'cancelled_customer';
  }
  return choice.lines.some((line) => line.reason.qc_type.includes(PRE_QC))
    ? 'return_pre_qc'
    : 'return_initiated';
}

/**
 * The update as the SDK's UpdateShipmentStatusRequest: the shipment by its id, the products and quantities, a
 * reason per product (reason_id, with the shopper's words as reason_text) and, for a return, the photos and
 * whether a quality check is needed in data_updates.
 */
export function updatePayload(choice: UpdateChoice): z.input<typeof UpdateShipmentStatusRequest> {
  const filter = (line: ChosenLine) => ({ identifier: String(line.bagId), line_number: line.lineNumber });
  const qcRequired = choice.lines.some((line) => needsPhotos(line.reason));
  return {
    force_transition: false,
    statuses: [
      {
        status: requestedStatus(choice),
        exclude_bags_next_state: '',
        shipments: [
          {
            identifier: choice.shipmentId,
            products: choice.lines.map((line) => ({ ...filter(line), quantity: line.quantity })),
            reasons: {
              products: choice.lines.map((line) => ({
                data: { reason_id: line.reason.reason_id, reason_text: choice.otherReasonText },
                filters: [{ ...filter(line), quantity: line.quantity }],
              })),
            },
            ...(choice.type === 'return'
              ? {
                  data_updates: {
                    entities: [
                      {
                        filters: [],
                        data: {
                          qc_image_urls: choice.images,
                          qc_required: qcRequired,
                          other_reason_text: choice.otherReasonText,
                        },
                      },
                    ],
                  },
                }
              : {}),
          },
        ],
      },
    ],
  };
}

type UpdateAnswer = { statuses?: { shipments?: Partial<ShipmentUpdateOutcome>[] }[] };

/**
 * The shipment's outcome in an update's answer (spec §8 "Shipment update"): a response without a status throws
 * its message; a non-200 status throws the response.
 */
export function updateOutcome(answer: UpdateAnswer): ShipmentUpdateOutcome {
  const outcome = answer.statuses?.[0]?.shipments?.[0];
  if (!outcome?.status) throw new Error(outcome?.message || 'Something went wrong');
  if (outcome.status !== 200) throw answer;
  return outcome as ShipmentUpdateOutcome;
}

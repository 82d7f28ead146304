import type { BagReasonView, ShipmentReasonView } from '@vitrine/contract';

/** Why a shopper cancels or returns: the platform's own list, the same for every shop. */
export interface Reason {
  id: number;
  text: string;
  /** Quality checks the reason calls for: any means photos are needed; 'pre_qc' reviews them before pickup. */
  qcType: string[];
  /** Questions the courier asks at pickup. */
  questions: string[];
  /** The shopper is asked to say more. */
  wantsWords: boolean;
}

export type ReasonKind = 'cancel' | 'return';

const CANCEL_REASONS: Reason[] = [
  { id: 1, text: 'Ordered by mistake', qcType: [], questions: [], wantsWords: false },
  { id: 2, text: 'Found a better price elsewhere', qcType: [], questions: [], wantsWords: false },
  { id: 3, text: 'Delivery is taking too long', qcType: [], questions: [], wantsWords: false },
  { id: 4, text: 'Want a different size or colour', qcType: [], questions: [], wantsWords: false },
  { id: 5, text: 'Other', qcType: [], questions: [], wantsWords: true },
];

const RETURN_REASONS: Reason[] = [
  { id: 11, text: 'Size does not fit', qcType: [], questions: ['Are the tags intact?'], wantsWords: false },
  {
    id: 12,
    text: 'Product is damaged or defective',
    qcType: ['pre_qc'],
    questions: ['Is the damage visible in the photos?'],
    wantsWords: true,
  },
  {
    id: 13,
    text: 'Received a different product',
    qcType: ['pre_qc'],
    questions: ['Does the product match the photos?'],
    wantsWords: false,
  },
  {
    id: 14,
    text: 'Quality is not as expected',
    qcType: ['doorstep_qc'],
    questions: ['Is the product unused?'],
    wantsWords: true,
  },
  { id: 15, text: 'Other', qcType: [], questions: ['Are the tags intact?'], wantsWords: true },
];

export const reasonsFor = (kind: ReasonKind): Reason[] =>
  kind === 'cancel' ? CANCEL_REASONS : RETURN_REASONS;

export function findReason(kind: ReasonKind, id: number): Reason | undefined {
  return reasonsFor(kind).find((reason) => reason.id === id);
}

const questionSet = (reason: Reason) =>
  reason.questions.map((question, index) => ({ id: reason.id * 100 + index + 1, display_name: question }));

/** A reason as getShipmentReasons answers it: the SDK's ShipmentReason, with the bag reason's fields too. */
export function shipmentReasonView(reason: Reason, kind: ReasonKind, priority: number): ShipmentReasonView {
  return {
    reason_id: reason.id,
    display_name: reason.text,
    reason_text: reason.text,
    qc_type: reason.qcType,
    question_set: questionSet(reason),
    meta: { show_text_area: reason.wantsWords },
    show_text_area: reason.wantsWords,
    priority,
    feedback_type: kind,
    flow: kind,
  };
}

/** A reason as getShipmentBagReasons answers it (BagReasons), with no finer reasons under it. */
export function bagReasonView(reason: Reason): BagReasonView {
  return {
    id: reason.id,
    display_name: reason.text,
    qc_type: reason.qcType,
    question_set: questionSet(reason),
    meta: { show_text_area: reason.wantsWords },
    reasons: [],
  };
}

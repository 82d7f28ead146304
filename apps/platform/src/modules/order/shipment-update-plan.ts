import { type CustomerShipmentStatus, PRE_QC, type ShipmentUpdateRequest } from '@vitrine/contract';
import { badRequest } from '../../http/errors';
import { findReason, type Reason, type ReasonKind } from './reasons';
import type { BagRow } from './shipment-update-sql';
import type { BagPart } from './split-shipment';

type ShipmentAsked = ShipmentUpdateRequest['statuses'][number]['shipments'][number];
interface BagFilter {
  identifier?: string;
  line_number?: number;
}

/** One product's part in the update: the bag, how many of it, why, the shopper's words and photos. */
interface PlannedPart extends BagPart {
  reason: Reason | undefined;
  words: string;
  images: string[];
}

/** What an update asks, checked against the shipment's bags; the photos are checked later, against storage. */
export interface UpdatePlan {
  kind: ReasonKind;
  status: CustomerShipmentStatus;
  parts: PlannedPart[];
  /** Every unit of every bag goes: the shipment itself moves, nothing is split off. */
  whole: boolean;
}

const KIND_OF: Record<CustomerShipmentStatus, ReasonKind> = {
  cancelled_customer: 'cancel',
  cancellation_requested: 'cancel',
  return_initiated: 'return',
  return_pre_qc: 'return',
};
const VERB: Record<ReasonKind, string> = { cancel: 'cancelled', return: 'returned' };

/** The bag a product or filter names, by its id (identifier) or its line_number in the shipment. */
function bagNamed(bags: BagRow[], filter: BagFilter, where: string): BagRow {
  if (filter.identifier !== undefined) {
    const bag = bags.find((row) => String(row.id) === filter.identifier);
    if (!bag) throw badRequest(`${where}: bag ${filter.identifier} is not in this shipment`);
    return bag;
  }
  if (filter.line_number !== undefined) {
    const bag = bags[filter.line_number - 1];
    if (!bag) throw badRequest(`${where}: this shipment has no line ${filter.line_number}`);
    return bag;
  }
  throw badRequest(`${where}: name the bag by its identifier or line_number`);
}

/** The bags concerned and how many of each: every unit of the shipment when no product is named. */
function chosenQuantities(asked: ShipmentAsked, bags: BagRow[], kind: ReasonKind): Map<BagRow, number> {
  const chosen = new Map<BagRow, number>();
  if (!asked.products?.length) {
    for (const bag of bags) chosen.set(bag, bag.quantity);
    return chosen;
  }
  for (const product of asked.products) {
    const bag = bagNamed(bags, product, 'products');
    const quantity = (chosen.get(bag) ?? 0) + (product.quantity ?? bag.quantity);
    if (quantity > bag.quantity) {
      throw badRequest(
        `Only ${bag.quantity} of bag ${bag.id} ${bag.quantity === 1 ? 'was' : 'were'} bought: ${quantity} cannot be ${VERB[kind]}`,
      );
    }
    chosen.set(bag, quantity);
  }
  return chosen;
}

function reasonOf(kind: ReasonKind, id: number): Reason {
  const reason = findReason(kind, id);
  if (!reason) throw badRequest(`Reason ${id} is not a reason to ${kind} a shipment`);
  return reason;
}

/** Something given per bag (filters name the bags) or for all of them (no filters). */
function perBag<T>(
  entries: { filters?: BagFilter[]; value: T }[],
  bags: BagRow[],
  where: string,
): { each: Map<number, T>; all: T | undefined } {
  const each = new Map<number, T>();
  let all: T | undefined;
  for (const entry of entries) {
    if (!entry.filters?.length) all ??= entry.value;
    for (const filter of entry.filters ?? []) each.set(bagNamed(bags, filter, where).id, entry.value);
  }
  return { each, all };
}

const words = (...texts: (string | undefined)[]) => texts.find((t) => t?.trim())?.trim() ?? '';

/**
 * Reads an update of shipment `shipmentId` against its bags: the bags and quantities concerned (no more than
 * were bought), a known reason for each product or one for all (a return needs one), photos wherever a reason
 * calls for a quality check, and the status that follows (return_pre_qc when any reason reviews photos before
 * pickup). Anything wrong is a 400 naming it.
 */
export function planUpdate(body: ShipmentUpdateRequest, shipmentId: string, bags: BagRow[]): UpdatePlan {
  const [entry] = body.statuses;
  const [asked] = entry.shipments;
  if (asked.identifier !== shipmentId) {
    throw badRequest(`statuses.shipments.identifier must be ${shipmentId}, the shipment being updated`);
  }
  const kind = KIND_OF[entry.status];
  const chosen = chosenQuantities(asked, bags, kind);

  const reasonEntries = [
    ...(asked.reasons?.entities ?? []).map((e) => ({ value: e.data })),
    ...(asked.reasons?.products ?? []).map((p) => ({ filters: p.filters, value: p.data })),
  ];
  const reasons = perBag(reasonEntries, bags, 'reasons.products.filters');
  const updates = perBag(
    [
      ...(asked.data_updates?.entities ?? []).map((e) => ({ value: e.data })),
      ...(asked.data_updates?.products ?? []).map((p) => ({ filters: p.filters, value: p.data })),
    ],
    bags,
    'data_updates.products.filters',
  );
  for (const id of [...reasons.each.keys(), ...updates.each.keys()]) {
    if (![...chosen.keys()].some((bag) => bag.id === id)) {
      throw badRequest(`Bag ${id} has a reason or photos but is not among the products ${VERB[kind]}`);
    }
  }

  const parts: PlannedPart[] = [...chosen].map(([bag, quantity]) => {
    const given = reasons.each.get(bag.id) ?? reasons.all;
    const update = updates.each.get(bag.id) ?? updates.all;
    if (!given && kind === 'return') {
      throw badRequest('A return needs a reason for each product, or one reason for all of them');
    }
    const reason = given ? reasonOf(kind, given.reason_id) : undefined;
    const images = updates.each.get(bag.id)?.qc_image_urls ?? updates.all?.qc_image_urls ?? [];
    if (reason?.qcType.length && images.length === 0) {
      throw badRequest(
        `'${reason.text}' needs photos for the quality check: add at least one of bag ${bag.id}`,
      );
    }
    return {
      bag,
      quantity,
      reason,
      words: words(given?.reason_text, update?.other_reason_text, updates.all?.other_reason_text),
      images: reason?.qcType.length ? images : [],
    };
  });

  if (kind === 'return') {
    const preQc = parts.some((part) => part.reason?.qcType.includes(PRE_QC));
    const expected = preQc ? 'return_pre_qc' : 'return_initiated';
    if (entry.status !== expected) {
      throw badRequest(
        preQc
          ? 'A reason asks for photos to be checked before pickup: the status is return_pre_qc'
          : 'No reason asks for photos to be checked before pickup: the status is return_initiated',
      );
    }
  }
  const whole = bags.every((bag) => chosen.get(bag) === bag.quantity);
  return { kind, status: entry.status, parts, whole };
}

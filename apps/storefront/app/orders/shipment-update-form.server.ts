import {
  MAX_QC_IMAGES,
  type OrderShipment,
  RETURN_IMAGES_NAMESPACE,
  type ShipmentReasonView,
  SIGNED_URL_EXPIRY_SECONDS,
} from '@vitrine/contract';
import type { ApplicationClient } from '@vitrine/sdk';
import { chosenFiles } from '../leads/multipart.server';
import { uploadFile } from '../leads/upload.server';
import {
  type ChosenLine,
  needsPhotos,
  type UpdateType,
  updateOutcome,
  updatePayload,
} from './shipment-update-payload';
import { pollUntilSettled } from './shipment-update-polling';

/** What the shopper sent, kept to fill the form again after a refusal. */
export interface UpdateValues {
  bags: string[];
  quantities: Record<string, string>;
  perProduct: boolean;
  reason: string;
  reasons: Record<string, string>;
  otherReasonText: string;
}

export type ReadChoice =
  | { ok: true; lines: ChosenLine[]; otherReasonText: string; photos: File[]; values: UpdateValues }
  | { ok: false; error: string; values: UpdateValues };

const field = (form: FormData, name: string, max = 40) =>
  String(form.get(name) ?? '')
    .trim()
    .slice(0, max);

const bagQuantity = (shipment: Pick<OrderShipment, 'bags'>) =>
  shipment.bags.reduce((sum, bag) => sum + bag.quantity, 0);

/** Reads the posted form against the shipment and its reasons; the first problem is named for the shopper. */
export function readUpdateForm(
  form: FormData,
  shipment: Pick<OrderShipment, 'bags'>,
  reasons: ShipmentReasonView[],
): ReadChoice {
  const chosen = new Set(form.getAll('bag').map(String));
  const values: UpdateValues = {
    bags: [...chosen].slice(0, 100),
    quantities: Object.fromEntries(
      shipment.bags.map((bag) => [bag.id, field(form, `quantity_${bag.id}`, 6)]),
    ),
    perProduct: form.get('per_product') === 'on',
    reason: field(form, 'reason'),
    reasons: Object.fromEntries(shipment.bags.map((bag) => [bag.id, field(form, `reason_${bag.id}`)])),
    otherReasonText: field(form, 'other_reason_text', 1000),
  };
  const fail = (error: string): ReadChoice => ({ ok: false, error, values });
  const bags = shipment.bags.filter((bag) => chosen.has(String(bag.id)));
  if (bags.length === 0) return fail('Choose at least one product');
  const lines: ChosenLine[] = [];
  for (const bag of bags) {
    const quantity = Number(values.quantities[bag.id] || bag.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > bag.quantity) {
      return fail(`Choose from 1 to ${bag.quantity} of ${bag.item.name}`);
    }
    const reasonId = values.perProduct ? values.reasons[bag.id] : values.reason;
    const reason = reasons.find((r) => String(r.reason_id) === reasonId);
    if (!reason) return fail(values.perProduct ? `Choose a reason for ${bag.item.name}` : 'Choose a reason');
    lines.push({ bagId: bag.id, lineNumber: bag.line_number, quantity, reason });
  }
  const wantsPhotos = lines.some((line) => needsPhotos(line.reason));
  const photos = wantsPhotos ? chosenFiles(form, 'qc_images') : [];
  if (wantsPhotos && photos.length === 0) return fail('Add photos of the product for the quality check');
  if (photos.length > MAX_QC_IMAGES) return fail(`Add at most ${MAX_QC_IMAGES} photos`);
  return { ok: true, lines, otherReasonText: values.otherReasonText, photos, values };
}

export interface UpdateDone {
  status: 200 | 202;
  message: string;
  /** The shipment that moved (a new one when only part of the shipment went) and its status title now. */
  shipmentId: string;
  statusTitle: string;
  quantity: number;
  photos: string[];
}

/**
 * Uploads the photos (start → PUT → complete), signs their addresses for the confirmation (sign-urls), asks for
 * the update, then polls the shipment until it holds what stays (spec §4): 200 when settled, 202 otherwise.
 */
export async function submitUpdate(
  sdk: ApplicationClient,
  shipment: Pick<OrderShipment, 'shipment_id' | 'bags' | 'shipment_status'>,
  type: UpdateType,
  chosen: Extract<ReadChoice, { ok: true }>,
): Promise<UpdateDone> {
  const uploaded = [];
  for (const photo of chosen.photos) uploaded.push(await uploadFile(sdk, RETURN_IMAGES_NAMESPACE, photo));
  const images = uploaded.map((file) => file.cdn.url);
  const signed = images.length
    ? (await sdk.fileStorage.signUrls({ body: { expiry: SIGNED_URL_EXPIRY_SECONDS, urls: images } })).urls
    : [];
  const shipmentId = shipment.shipment_id;
  const answer = await sdk.order.updateShipmentStatus({
    shipmentId,
    body: updatePayload({
      shipmentId,
      type,
      currentStatus: shipment.shipment_status.value,
      lines: chosen.lines,
      otherReasonText: chosen.otherReasonText,
      images,
    }),
  });
  const outcome = updateOutcome(answer);
  const moved = outcome.final_state.shipment_id;
  const quantity = chosen.lines.reduce((sum, line) => sum + line.quantity, 0);
  const total = bagQuantity(shipment);
  const polled = await pollUntilSettled({
    read: async () => (await sdk.order.getShipmentById({ shipmentId })).shipment,
    quantityOf: bagQuantity,
    expected: moved === shipmentId ? total : total - quantity,
  });
  const photos = signed.map((entry) => entry.signed_url);
  if (polled.status === 202) {
    return { status: 202, message: polled.message, shipmentId: moved, statusTitle: '', quantity, photos };
  }
  const movedShipment =
    moved === shipmentId
      ? polled.shipment
      : await sdk.order
          .getShipmentById({ shipmentId: moved })
          .then((found) => found.shipment)
          .catch(() => undefined);
  return {
    status: 200,
    message: outcome.message,
    shipmentId: moved,
    statusTitle: movedShipment?.shipment_status.title ?? outcome.message,
    quantity,
    photos,
  };
}

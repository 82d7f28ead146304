import type { ShipmentReasonView } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { readUpdateForm } from './shipment-update-form.server';
import { requestedStatus, updateOutcome, updatePayload } from './shipment-update-payload';

const reason = (id: number, qc: string[] = [], words = false): ShipmentReasonView => ({
  reason_id: id,
  display_name: `Reason ${id}`,
  reason_text: `Reason ${id}`,
  qc_type: qc,
  question_set: [],
  meta: { show_text_area: words },
  show_text_area: words,
  priority: id,
  feedback_type: 'return',
  flow: 'return',
});
const REASONS = [reason(11), reason(12, ['pre_qc']), reason(14, ['doorstep_qc'])];
const bag = (id: number, quantity: number, line: number) =>
  ({ id, quantity, line_number: line, item: { name: `Item ${id}` } }) as never;
const SHIPMENT = { bags: [bag(7, 1, 1), bag(8, 3, 2)] };

function form(entries: [string, string | File][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}
const photo = new File([new Uint8Array([0x89, 0x50])], 'p.png', { type: 'image/png' });

describe('reading the cancel or return form', () => {
  it('takes the chosen products, their quantities and one reason for all', () => {
    const read = readUpdateForm(
      form([
        ['bag', '8'],
        ['quantity_8', '2'],
        ['reason', '11'],
        ['other_reason_text', ' too big '],
      ]),
      SHIPMENT,
      REASONS,
    );
    expect(read).toMatchObject({ ok: true, otherReasonText: 'too big' });
    if (!read.ok) return;
    expect(read.lines).toEqual([{ bagId: 8, lineNumber: 2, quantity: 2, reason: REASONS[0] }]);
  });

  it('names what is missing: a product, a reason, a reason per product, photos, a sane quantity', () => {
    const problem = (entries: [string, string | File][]) => {
      const read = readUpdateForm(form(entries), SHIPMENT, REASONS);
      return read.ok ? undefined : read.error;
    };
    expect(problem([['reason', '11']])).toBe('Choose at least one product');
    expect(problem([['bag', '7']])).toBe('Choose a reason');
    expect(
      problem([
        ['bag', '7'],
        ['per_product', 'on'],
        ['reason', '11'],
      ]),
    ).toBe('Choose a reason for Item 7');
    expect(
      problem([
        ['bag', '8'],
        ['quantity_8', '4'],
        ['reason', '11'],
      ]),
    ).toBe('Choose from 1 to 3 of Item 8');
    expect(
      problem([
        ['bag', '7'],
        ['reason', '14'],
      ]),
    ).toBe('Add photos of the product for the quality check');
    expect(
      problem([
        ['bag', '7'],
        ['reason', '14'],
        ['qc_images', photo],
      ]),
    ).toBeUndefined();
  });
});

describe('the update payload', () => {
  const line = { bagId: 8, lineNumber: 2, quantity: 2, reason: REASONS[1] };
  it('asks return_pre_qc when a reason reviews photos before pickup, and cancellation_requested once packed', () => {
    expect(requestedStatus({ type: 'return', currentStatus: 'delivered', lines: [line] })).toBe(
      'return_pre_qc',
    );
    expect(
      requestedStatus({
        type: 'return',
        currentStatus: 'delivered',
        lines: [{ ...line, reason: REASONS[2] }],
      }),
    ).toBe('return_initiated');
    expect(requestedStatus({ type: 'cancel', currentStatus: 'placed', lines: [line] })).toBe(
      'cancelled_customer',
    );
    expect(requestedStatus({ type: 'cancel', currentStatus: 'packed', lines: [line] })).toBe(
      'cancellation_requested',
    );
  });

  it('names the shipment, products, reasons and photos as the SDK’s UpdateShipmentStatusRequest', () => {
    const body = updatePayload({
      shipmentId: '12345678901234567',
      type: 'return',
      currentStatus: 'delivered',
      lines: [line],
      otherReasonText: 'torn',
      images: ['http://shop/files/ns/0123/p.png'],
    });
    const [shipment] = body.statuses[0].shipments;
    expect(shipment).toMatchObject({
      identifier: '12345678901234567',
      products: [{ identifier: '8', line_number: 2, quantity: 2 }],
      reasons: {
        products: [{ data: { reason_id: 12, reason_text: 'torn' }, filters: [{ identifier: '8' }] }],
      },
      data_updates: {
        entities: [{ data: { qc_image_urls: ['http://shop/files/ns/0123/p.png'], qc_required: true } }],
      },
    });
  });

  it('throws the message of an answer without a status, and the answer of a non-200 status', () => {
    expect(() => updateOutcome({ statuses: [{ shipments: [{ message: 'Locked' }] }] })).toThrow('Locked');
    const refused = { statuses: [{ shipments: [{ status: 400, message: 'No' }] }] };
    expect(() => updateOutcome(refused)).toThrow(expect.objectContaining(refused));
    const ok = { statuses: [{ shipments: [{ status: 200, message: 'Cancelled' }] }] };
    expect(updateOutcome(ok as never)).toMatchObject({ status: 200 });
  });
});

import { describe, expect, it } from 'vitest';
import { documentAddress, isShipmentDocument } from './shipment-documents.server';

describe('where the browser fetches a shipment document', () => {
  it('keeps a link on the platform’s paths on the shop’s own origin', () => {
    expect(
      documentAddress('http://127.0.0.1:4100/files/documents/61/invoice.pdf?expires=1&signature=x'),
    ).toBe('/files/documents/61/invoice.pdf?expires=1&signature=x');
    expect(documentAddress('https://shop.example/api/service/application/x.pdf')).toBe(
      '/api/service/application/x.pdf',
    );
  });

  it('leaves a link elsewhere (a storage bucket) as it is', () => {
    expect(documentAddress('https://bucket.example/invoices/61.pdf?sig=1')).toBe(
      'https://bucket.example/invoices/61.pdf?sig=1',
    );
    expect(documentAddress('/files/documents/61/invoice.pdf')).toBe('/files/documents/61/invoice.pdf');
  });

  it('knows the two documents a shipment may have', () => {
    expect(['invoice', 'credit-note'].every(isShipmentDocument)).toBe(true);
    expect(isShipmentDocument('receipt')).toBe(false);
    expect(isShipmentDocument(null)).toBe(false);
  });
});

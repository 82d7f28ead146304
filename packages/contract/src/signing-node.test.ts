import { describe, expect, it } from 'vitest';
import { computeSignature } from './signing';
import { signatureOf } from './signing-node';

describe('the node:crypto signature', () => {
  it('equals the contract signature for reads and for writes with a body', async () => {
    const headers = { host: 'shop.test', 'x-fp-date': '20260101T000000Z', 'x-fp-custom': ' a  b ' };
    const requests = [
      {
        method: 'GET',
        path: '/service/application/catalog/v1.0/products/?q=red%20shirt&page_size=12&f=a:b',
        headers,
      },
      {
        method: 'POST',
        path: '/service/application/x/v1.0/echo/red%20shirt/',
        headers,
        body: '{"note":"hi"}',
      },
      { method: 'get', path: '/a/../b/./c', headers },
    ];
    for (const request of requests) expect(signatureOf(request)).toBe(await computeSignature(request));
  });
});

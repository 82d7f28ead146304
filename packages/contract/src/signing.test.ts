import { describe, expect, it } from 'vitest';
import { canonicalPath, canonicalQuery, computeSignature, parseSigningDate, signingDate } from './signing';

const date = '20240115T101530Z';

describe('request signing', () => {
  it('matches the platform test vector for a GET without query', async () => {
    const signature = await computeSignature({
      method: 'GET',
      path: '/service/application/configuration/v1.0/application',
      headers: { host: 'api.fynd.com', 'x-fp-date': date },
    });
    expect(signature).toBe('v1.1:dbdb9fa48322e27bb32af0c45b268fdb2b9a127e4a08b3b4d8b6f2c4df1d4c84');
  });

  it('matches the test vector for a GET with an encoded query and the sdk version header', async () => {
    const signature = await computeSignature({
      method: 'GET',
      path: '/service/application/catalog/v1.0/products/?page_size=12&q=red%20shirt',
      headers: { host: 'api.fynd.com', 'x-fp-date': date, 'x-fp-sdk-version': '3.4.2', authorization: 'x' },
    });
    expect(signature).toBe('v1.1:4fa1fafef1a923068ef8934b0ef75a2223c8698ec2844ccbe9be81078a43b962');
  });

  it('matches the test vector for a POST with a JSON body', async () => {
    const signature = await computeSignature({
      method: 'POST',
      path: '/service/application/cart/v1.0/detail?b=true&i=true',
      headers: { host: 'api.fynd.com', 'x-fp-date': date, 'x-fp-sdk-version': '3.4.2' },
      body: '{"items":[{"item_id":1,"item_size":"M","quantity":1}]}',
    });
    expect(signature).toBe('v1.1:b2b44fa67646b9a74305782433fcf205e41f0689f6bba485923d746027a0e462');
  });

  it('changes when the body is tampered with', async () => {
    const base = {
      method: 'POST',
      path: '/service/application/cart/v1.0/detail?b=true&i=true',
      headers: { host: 'api.fynd.com', 'x-fp-date': date },
    };
    const a = await computeSignature({ ...base, body: '{"quantity":1}' });
    const b = await computeSignature({ ...base, body: '{"quantity":9}' });
    expect(a).not.toBe(b);
  });

  it('canonicalises paths and queries', () => {
    expect(canonicalPath('//a/./b/../c/')).toBe('/a/c/');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalQuery('q=red+shirt&b=2&a=1&a=0&x-fp-signature=z&bare')).toBe(
      'a=0&a=1&b=2&bare=&q=red shirt',
    );
  });

  it('formats and parses the signing date', () => {
    const at = new Date('2024-01-15T10:15:30.123Z');
    expect(signingDate(at)).toBe(date);
    expect(parseSigningDate(date)?.toISOString()).toBe('2024-01-15T10:15:30.000Z');
    expect(parseSigningDate('2024-01-15')).toBeUndefined();
  });
});

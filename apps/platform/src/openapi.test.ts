import { openApiDocument } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './testing/harness';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 5 });
});

afterAll(async () => {
  await platform?.close();
});

describe('GET /openapi.json', () => {
  it('serves the contract’s OpenAPI document without credentials, cacheable', async () => {
    const response = await fetch(`${platform.baseUrl}/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await response.json()).toEqual(openApiDocument());
  });

  it('answers a repeat request carrying its ETag with 304', async () => {
    const first = await fetch(`${platform.baseUrl}/openapi.json`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetch(`${platform.baseUrl}/openapi.json`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});

import { ApplicationConfig } from '@gofynd/fdk-client-javascript';
// The official SDK's request path: signs, sends with axios and turns error answers into FDKServerResponseError.
import APIClient from '@gofynd/fdk-client-javascript/sdk/application/ApplicationAPIClient.js';
import { computeSignature, signingDate } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { UNROUTED_HEADER } from './unknown-route';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 20 });
});

afterAll(async () => {
  await platform?.close();
});

/** What the official SDK makes of an answer: its error's status, message and parsed details. */
async function officialCall(method: string, path: string) {
  const config = new ApplicationConfig({
    applicationID: platform.applicationId,
    applicationToken: platform.applicationToken,
    domain: platform.baseUrl,
    logLevel: 'ERROR',
  });
  try {
    // As the SDK's own methods call it: lower-case method, absolute URL.
    const body = (method === 'GET' ? undefined : {}) as object;
    await APIClient.execute(config, method.toLowerCase(), `${platform.baseUrl}${path}`, {}, body, {}, {});
  } catch (error) {
    // The SDK puts the HTTP status in `code` (and the status text in `status`).
    const { code, message, details } = error as { code: number; message: string; details: unknown };
    return { status: code, message, details };
  }
  throw new Error(`${method} ${path} succeeded`);
}

describe('paths and methods the API does not serve', () => {
  it('answers an unknown path with 404 in the JSON error shape the official SDK reads', async () => {
    for (const prefix of ['/service/application', '/api/service/application']) {
      const answer = await officialCall('GET', `${prefix}/catalog/v1.0/no-such-thing/`);
      expect(answer.status).toBe(404);
      expect(answer.message).toBe(`No API route for GET ${prefix}/catalog/v1.0/no-such-thing/`);
      expect(answer.details).toEqual({ message: answer.message });
    }
  });

  it('answers a known path asked with the wrong method with 405 and Allow', async () => {
    const answer = await officialCall('DELETE', '/service/application/catalog/v1.0/products/');
    expect(answer.status).toBe(405);
    expect(answer.message).toBe('/service/application/catalog/v1.0/products/ takes GET, HEAD, not DELETE');
    const raw = await fetch(`${platform.baseUrl}/service/application/catalog/v1.0/products/`, {
      method: 'PATCH',
    });
    // Unsigned: credentials are checked first, still as JSON.
    expect(raw.status).toBe(401);
    expect(raw.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('paths and methods outside the API that nothing serves', () => {
  it('answers them in JSON too', async () => {
    for (const [method, path] of [
      ['GET', '/editor/nope'],
      ['GET', '/editor/session'],
      ['POST', '/openapi.json'],
    ]) {
      const response = await fetch(`${platform.baseUrl}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect((await response.json()).message).toBe(`Nothing is served at ${method} ${path}`);
      expect(response.headers.get(UNROUTED_HEADER)).toBe('true');
    }
  });
});

describe('telling a call the API lacks from a resource it does not hold', () => {
  it('marks unrouted answers, HEAD ones too, and leaves a missing resource unmarked', async () => {
    const signed = async (method: string, path: string) => {
      const headers: Record<string, string> = {
        host: new URL(platform.baseUrl).host,
        'x-fp-date': signingDate(),
        authorization: `Bearer ${Buffer.from(`${platform.applicationId}:${platform.applicationToken}`).toString('base64')}`,
      };
      headers['x-fp-signature'] = await computeSignature({ method, path, headers });
      return fetch(`${platform.baseUrl}${path}`, { method, headers });
    };
    for (const [method, path] of [
      ['HEAD', '/service/application/cart/v1.0/no-such-call'],
      ['GET', '/service/common/configuration/v1.0/no-such-call'],
      ['GET', '/api/service/common/configuration/v1.0/no-such-call'],
    ]) {
      const response = await signed(method, path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get(UNROUTED_HEADER), path).toBe('true');
    }
    const missing = await signed('GET', '/service/application/catalog/v1.0/products/no-such-product/');
    expect(missing.status).toBe(404);
    expect(missing.headers.get(UNROUTED_HEADER)).toBeNull();
  });
});

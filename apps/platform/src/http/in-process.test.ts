import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { cameInProcess, inProcessFetch } from './in-process';

const PATH = '/service/application/configuration/v1.0/application';
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 5 });
});
afterAll(() => platform?.close());

/** An unsigned API call with the test application's credentials (or the ones given). */
function unsignedCall(origin: string, token = platform.applicationToken): Request {
  const credentials = Buffer.from(`${platform.applicationId}:${token}`).toString('base64');
  return new Request(`${origin}${PATH}`, { headers: { authorization: `Bearer ${credentials}` } });
}

describe('a call handed over in this process', () => {
  it('is answered without a signature, as the application its credentials name', async () => {
    const response = await inProcessFetch(platform.platform.app)(unsignedCall('http://shop.test'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: expect.any(String) });
  });

  it('answers with the same text its body holds', async () => {
    const response = await inProcessFetch(platform.platform.app)(unsignedCall('http://shop.test'));
    const bytes = await new Response(response.body).text();
    expect(await response.text()).toBe(bytes);
    expect(JSON.parse(bytes)).toMatchObject({ name: expect.any(String) });
  });

  it('hands over the answer’s value itself, frozen, equal to what its text says', async () => {
    const response = await inProcessFetch(platform.platform.app)(unsignedCall('http://shop.test'));
    const value = (response as unknown as Record<symbol, unknown>)[Symbol.for('vitrine.answer-value')];
    expect(value).toEqual(JSON.parse(await new Response(response.body).text()));
    expect(Object.isFrozen(value)).toBe(true);
    expect(() => {
      (value as { name: string }).name = 'changed';
    }).toThrow(TypeError);
  });

  it('still needs valid application credentials', async () => {
    const response = await inProcessFetch(platform.platform.app)(
      unsignedCall('http://shop.test', 'wrong-token'),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Invalid application credentials' });
  });

  it('marks only the Request object itself: a copy of it is a stranger', () => {
    const call = unsignedCall('http://shop.test');
    inProcessFetch({ fetch: () => new Response(null) })(call);
    expect(cameInProcess(call)).toBe(true);
    expect(cameInProcess(new Request(call))).toBe(false);
  });
});

describe('the same unsigned call from anywhere else', () => {
  it('is refused through the app’s own fetch', async () => {
    const response = await platform.platform.app.fetch(unsignedCall('http://shop.test'));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: 'Missing request signature' });
  });

  it('is refused over the network, whatever headers it adds', async () => {
    const call = unsignedCall(platform.baseUrl);
    for (const [name, value] of [
      ['x-fp-in-process', '1'],
      ['x-forwarded-for', '127.0.0.1'],
    ])
      call.headers.set(name, value);
    const response = await fetch(call);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: 'Missing request signature' });
  });
});

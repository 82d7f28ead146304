import { ApplicationClient, ApplicationConfig } from '@gofynd/fdk-client-javascript';
import { api as contract, type Endpoint } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { signedRequest } from './test-clients';

const endpoints = Object.entries(contract.user as Record<string, Endpoint>);

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
});
afterAll(() => platform?.close());

describe('the user calls of the contract', () => {
  it('are the official SDK’s user calls, with its methods and paths', () => {
    const sdk = new ApplicationClient(
      new ApplicationConfig({ applicationID: 'a'.repeat(24), applicationToken: 'token' }),
      {},
    ).user as unknown as { _relativeUrls: Record<string, string> };
    const social = ['loginWithFacebook', 'loginWithGoogle', 'loginWithGoogleAndroid', 'loginWithGoogleIOS'];
    const expected = Object.keys(sdk._relativeUrls).filter(
      (name) => !social.includes(name) && name !== 'loginWithAppleIOS',
    );
    expect(endpoints.map(([name]) => name)).toEqual(expect.arrayContaining(expected));
    for (const [name, endpoint] of endpoints) {
      if (sdk._relativeUrls[name]) expect(endpoint.path, name).toBe(sdk._relativeUrls[name]);
    }
  });

  it('each answer malformed or unauthorised requests with a 4xx and a message, never a 500', async () => {
    // Signing out and reading the shop's sign-in settings need nothing, and answer anyone.
    const open = ['logout', 'getPlatformConfig'];
    for (const [name, endpoint] of endpoints.filter(([name]) => !open.includes(name))) {
      const path = endpoint.path.replace('{entity}', 'mobile');
      const response = await signedRequest(platform, {
        method: endpoint.method as 'GET',
        path,
        body: endpoint.body ? { otp: 'not digits', email: 'not an e-mail' } : undefined,
      });
      expect(response.status, name).toBeGreaterThanOrEqual(400);
      expect(response.status, name).toBeLessThan(500);
      expect(response.body.message, name).toEqual(expect.any(String));
      expect(response.body.message, name).not.toMatch(/^Nothing is served/);
    }
  });
});

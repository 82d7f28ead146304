import { ApplicationClient as ClientV3, ApplicationConfig as ConfigV3 } from '@gofynd/fdk-client-javascript';
import { computeSignature, signingDate } from '@vitrine/contract';
import { ApplicationClient as ClientV1, ApplicationConfig as ConfigV1 } from 'fdk-v1';
import type { CatalogTestPlatform } from './test-platform';

/**
 * The official SDK in both versions against a test platform: v1.4.13 with strict response checks (its Joi
 * models must accept every response) and v3.4.2 for the newer paths.
 */
export function officialClients(platform: CatalogTestPlatform) {
  const conf = {
    applicationID: platform.applicationId,
    applicationToken: platform.applicationToken,
    domain: platform.baseUrl,
    logLevel: 'ERROR' as const,
  };
  return {
    v1: new ClientV1(new ConfigV1(conf, { strictResponseCheck: true })),
    v3: new ClientV3(new ConfigV3(conf, { strictResponseCheck: true }), {}),
  };
}

/** A signed GET with raw status and JSON body, for the error cases the SDK would reject before sending. */
export async function signedGet(platform: CatalogTestPlatform, pathAndQuery: string) {
  const url = new URL(pathAndQuery, platform.baseUrl);
  const headers: Record<string, string> = {
    host: url.host,
    'x-fp-date': signingDate(),
    authorization: `Bearer ${Buffer.from(`${platform.applicationId}:${platform.applicationToken}`).toString('base64')}`,
  };
  headers['x-fp-signature'] = await computeSignature({
    method: 'GET',
    path: `${url.pathname}${url.search}`,
    headers,
  });
  const response = await fetch(url, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { ApplicationClient as ClientV3, ApplicationConfig as ConfigV3 } from '@gofynd/fdk-client-javascript';
import { serve } from '@hono/node-server';
import { ApplicationClient as ClientV1, ApplicationConfig as ConfigV1 } from 'fdk-v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNROUTED_HEADER } from './http/unknown-route';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { argumentsFromSchema, plausibleArguments } from './testing/sdk-call-arguments';

const require = createRequire(import.meta.url);

type Validator = Record<string, () => { describe(): Parameters<typeof argumentsFromSchema>[0] }>;

/** v1.4.13's request schemas for a module (`fileStorage` → `FileStorage/FileStorageApplicationValidator`). */
function v1Validator(module: string): Validator | undefined {
  const name = module[0].toUpperCase() + module.slice(1);
  try {
    return require(`fdk-v1/sdk/application/${name}/${name}ApplicationValidator.js`);
  } catch {
    return undefined;
  }
}

type SdkModule = { _relativeUrls: Record<string, string> } & Record<string, unknown>;

/** Every call of a client: each module's methods, less the paginators (loops over a call) and the upload helper. */
function callsOf(client: object): { module: string; method: string; sdk: SdkModule }[] {
  const calls = [];
  for (const [module, value] of Object.entries(client)) {
    if (!value || typeof value !== 'object' || !('_relativeUrls' in value)) continue;
    const sdk = value as SdkModule;
    const methods = Object.getOwnPropertyNames(Object.getPrototypeOf(sdk)).filter(
      (name) =>
        typeof sdk[name] === 'function' &&
        !['constructor', 'updateUrls', 'upload'].includes(name) &&
        !name.endsWith('Paginator'),
    );
    expect(methods.sort(), module).toEqual(Object.keys(sdk._relativeUrls).sort());
    for (const method of methods) calls.push({ module, method, sdk });
  }
  return calls;
}

let platform: TestPlatform;
let close: () => void;
let baseUrl: string;
/** What the platform answered during the current call. */
let exchanges: { method: string; path: string; status: number; unrouted: boolean }[] = [];

beforeAll(async () => {
  platform = await startTestPlatform({ products: 20 });
  // The same platform behind a socket that notes every answer, so the test sees each call's HTTP exchange.
  const server = serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch: async (request, env) => {
      const response = await platform.platform.app.fetch(request, env);
      exchanges.push({
        method: request.method,
        path: new URL(request.url).pathname,
        status: response.status,
        // A 405 is a path some other call serves: this call's method has no route either.
        unrouted: response.headers.get(UNROUTED_HEADER) === 'true' || response.status === 405,
      });
      return response;
    },
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(async () => {
  close?.();
  await platform?.close();
});

function clients() {
  const conf = {
    applicationID: platform.applicationId,
    applicationToken: platform.applicationToken,
    domain: baseUrl,
    // Most calls are meant to fail here (no shopper, made-up ids): their error logs would bury the result.
    logLevel: 'SILENT' as 'ERROR',
  };
  return {
    'v3.4.2': new ClientV3(new ConfigV3(conf), {}),
    'v1.4.13': new ClientV1(new ConfigV1(conf)),
  };
}

describe.each([
  ['v3.4.2', 249],
  ['v1.4.13', 239],
] as const)('every call of the official SDK %s', (version, count) => {
  it(`lists ${count} calls, and each reaches a route`, async () => {
    const calls = callsOf(clients()[version]);
    expect(calls).toHaveLength(count);
    const credentials = Buffer.from(`${platform.applicationId}:${platform.applicationToken}`).toString(
      'base64',
    );
    const unrouted: string[] = [];
    const notSent: string[] = [];
    for (const { module, method, sdk } of calls) {
      exchanges = [];
      const given = { authorization: `Bearer ${credentials}` };
      const schema = version === 'v1.4.13' ? v1Validator(module)?.[method] : undefined;
      const args = schema
        ? { ...argumentsFromSchema(schema().describe(), given), requestHeaders: {} }
        : plausibleArguments(sdk[method] as (...args: unknown[]) => unknown, given);
      const call = (sdk[method] as (args: object) => Promise<unknown>).call(sdk, args);
      await call.catch((error: Error) => {
        if (error.name !== 'FDKServerResponseError') notSent.push(`${module}.${method}: ${error.message}`);
      });
      const [exchange] = exchanges;
      if (!exchange) continue;
      const name = `${module}.${method} (${exchange.method} ${exchange.path}: ${exchange.status})`;
      if (exchange.unrouted) unrouted.push(name);
    }
    expect(notSent, 'calls the SDK refused to send').toEqual([]);
    expect(unrouted, 'calls the API does not route').toEqual([]);
  });
});

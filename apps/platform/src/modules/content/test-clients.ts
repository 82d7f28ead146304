import { ApplicationClient as ClientV3, ApplicationConfig as ConfigV3 } from '@gofynd/fdk-client-javascript';
import { computeSignature, type Endpoint, signingDate } from '@vitrine/contract';
import { ApplicationClient as ClientV1, ApplicationConfig as ConfigV1 } from 'fdk-v1';

// biome-ignore lint/suspicious/noExplicitAny: tests read the SDK's answers as plain JSON; the SDK's Joi models check them.
type Json = any;
/** An SDK client whose methods take the SDK's arguments and resolve with plain JSON. */
type JsonClient<C> = {
  [M in keyof C]: {
    [F in keyof C[M]]: C[M][F] extends (...args: infer A) => Promise<unknown>
      ? (...args: A) => Promise<Json>
      : never;
  };
};

interface Target {
  baseUrl: string;
  applicationId: string;
  applicationToken: string;
}

/**
 * The official SDK in both versions: v1.4.13 with strict response checks (its Joi models must accept every
 * response) and v3.4.2 for the newer paths.
 */
export function officialClients(target: Target) {
  const conf = {
    applicationID: target.applicationId,
    applicationToken: target.applicationToken,
    domain: target.baseUrl,
    logLevel: 'ERROR' as const,
  };
  return {
    v1: new ClientV1(new ConfigV1(conf, { strictResponseCheck: true })) as unknown as JsonClient<
      InstanceType<typeof ClientV1>
    >,
    v3: new ClientV3(new ConfigV3(conf, { strictResponseCheck: true }), {}) as unknown as JsonClient<
      InstanceType<typeof ClientV3>
    >,
  };
}

/** A signed GET with the raw status and JSON body, for requests the SDK would refuse to send. */
export async function signedGet(target: Target, pathAndQuery: string) {
  const url = new URL(pathAndQuery, target.baseUrl);
  const headers: Record<string, string> = {
    host: url.host,
    'x-fp-date': signingDate(),
    authorization: `Bearer ${Buffer.from(`${target.applicationId}:${target.applicationToken}`).toString('base64')}`,
  };
  headers['x-fp-signature'] = await computeSignature({
    method: 'GET',
    path: `${url.pathname}${url.search}`,
    headers,
  });
  const response = await fetch(url, { headers });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

/**
 * Calls an endpoint of our contract with a signed GET and checks the 200 body against the contract's response
 * schema (what our own SDK's strict response check applies). Returns the parsed body.
 */
export async function contractGet<E extends Endpoint>(
  target: Target,
  endpoint: E,
  params: Record<string, string> = {},
  query = '',
): Promise<unknown> {
  const path = endpoint.path.replace(/\{([a-z_]+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const response = await signedGet(target, `${path}${query ? `?${query}` : ''}`);
  if (response.status !== 200)
    throw new Error(`${path}: HTTP ${response.status} ${JSON.stringify(response.body)}`);
  const parsed = endpoint.response.safeParse(response.body);
  if (!parsed.success) throw new Error(`${path}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
  return parsed.data;
}

import { ApplicationClient as ClientV3, ApplicationConfig as ConfigV3 } from '@gofynd/fdk-client-javascript';
import { computeSignature, signingDate } from '@vitrine/contract';
import { ApplicationClient as ClientV1, ApplicationConfig as ConfigV1 } from 'fdk-v1';
import { SESSION_COOKIE } from './cookie';

// biome-ignore lint/suspicious/noExplicitAny: tests read the SDK's answers as plain JSON; v1's Joi models check them.
type Json = any;

interface Target {
  baseUrl: string;
  applicationId: string;
  applicationToken: string;
}

/**
 * The official SDK in both versions, as one shopper's browser would use it (with their session cookie when
 * given): v1.4.13 with strict response checks, and v3.4.2.
 */
export function officialClients(target: Target, cookie?: string): { v1: Json; v3: Json } {
  const conf = {
    applicationID: target.applicationId,
    applicationToken: target.applicationToken,
    domain: target.baseUrl,
    logLevel: 'ERROR' as const,
  };
  const v1 = new ClientV1(new ConfigV1(conf, { strictResponseCheck: true }));
  const v3 = new ClientV3(new ConfigV3(conf, { strictResponseCheck: true }), {});
  if (cookie) {
    v1.setCookie(cookie);
    v3.setCookie(cookie);
  }
  return { v1, v3 };
}

/** The official SDK's user module in both versions (officialClients). */
export function shopperClients(target: Target, cookie?: string): { v1: Json; v3: Json } {
  const { v1, v3 } = officialClients(target, cookie);
  return { v1: v1.user, v3: v3.user };
}

/** Signs in through the v3 SDK; returns the answer, the Set-Cookie line and the `name=value` pair to send back. */
export async function signIn(target: Target, username: string, password: string) {
  const [body, headers] = await shopperClients(target).v3.loginWithEmailAndPassword(
    { body: { username, password } },
    { responseHeaders: true },
  );
  const setCookie = ([headers['set-cookie'] ?? []].flat() as string[]).find((line) =>
    line.startsWith(`${SESSION_COOKIE}=`),
  );
  if (!setCookie) throw new Error('sign-in set no session cookie');
  return { body, setCookie, cookie: setCookie.split(';')[0] };
}

/** The SDK's rejection (FDKServerResponseError): HTTP status `code` and the server's `message`. */
export async function rejection(call: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await call;
  } catch (error) {
    const { code, message } = error as { code: number; message: string };
    return { code, message };
  }
  throw new Error('the call succeeded');
}

/**
 * A signed request with the raw status, headers and JSON body, for headers or bodies the SDK does not send
 * (`rawBody`: the text as it is, malformed JSON included), or for calls handed to the app in-process
 * (`fetch: app.fetch`), which carry no socket address.
 */
export async function signedRequest(
  target: Target,
  request: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    path: string;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
    fetch?: (request: Request) => Response | Promise<Response>;
  },
) {
  const url = new URL(request.path, target.baseUrl);
  const body = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  const headers: Record<string, string> = {
    host: url.host,
    'x-fp-date': signingDate(),
    authorization: `Bearer ${Buffer.from(`${target.applicationId}:${target.applicationToken}`).toString('base64')}`,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...request.headers,
  };
  headers['x-fp-signature'] = await computeSignature({
    method: request.method,
    path: `${url.pathname}${url.search}`,
    headers,
    body,
  });
  const send = request.fetch ?? fetch;
  const response = await send(new Request(url, { method: request.method, headers, body }));
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Json,
  };
}

import { ApplicationClient as ClientV3, ApplicationConfig as ConfigV3 } from '@gofynd/fdk-client-javascript';
import { computeSignature, signingDate } from '@vitrine/contract';
import { ApplicationClient as ClientV1, ApplicationConfig as ConfigV1 } from 'fdk-v1';

// biome-ignore lint/suspicious/noExplicitAny: tests read the SDK's answers as plain JSON; v1's Joi models check them.
type Json = any;

interface Target {
  baseUrl: string;
  applicationId: string;
  applicationToken: string;
}

/**
 * The official SDK's cart and logistics modules in both versions, as one shopper's browser would call them
 * (with their session cookie when given): v1.4.13 with strict response checks, and v3.4.2.
 */
export function shopperCart(target: Target, cookie?: string): { v1: Json; v3: Json } {
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
  return { v1: v1.cart, v3: v3.cart };
}

/** A signed request with any method and a raw body, for input the SDK would refuse to send. */
export async function rawRequest(
  target: Target,
  request: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: string; cookie?: string },
) {
  const url = new URL(request.path, target.baseUrl);
  const headers: Record<string, string> = {
    host: url.host,
    'x-fp-date': signingDate(),
    authorization: `Bearer ${Buffer.from(`${target.applicationId}:${target.applicationToken}`).toString('base64')}`,
    ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(request.cookie ? { cookie: request.cookie } : {}),
  };
  headers['x-fp-signature'] = await computeSignature({
    method: request.method,
    path: `${url.pathname}${url.search}`,
    headers,
    body: request.body,
  });
  const response = await fetch(url, { method: request.method, headers, body: request.body });
  return { status: response.status, body: (await response.json()) as Json };
}

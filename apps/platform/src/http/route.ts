import { hash } from 'node:crypto';
import type { Endpoint, EndpointResponse } from '@vitrine/contract';
import type { Context, Hono, Handler as HonoHandler } from 'hono';
import type { z } from 'zod';
import { checkJsonDepth, DEFAULT_MAX_BODY_BYTES, declareBodyLimit, readBodyText } from './body';
import type { ChangeTopic } from './change-feed';
import type { AppEnv, Services } from './context';
import { rejectControlCharacters } from './control-characters';
import { badRequest } from './errors';
import { frozenJson } from './frozen-json';
import { cameInProcess, handBack, handBackValue } from './in-process';
import { JsonText } from './json-text';

export const API_PREFIX = '/service/application';
/** The platform's calls common to every application (locations, finding an application by its domain). */
export const COMMON_PREFIX = '/service/common';

interface RouteInput<E extends Endpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
}

interface RouteOptions {
  /** Seconds a shared cache may keep the response; omit for personal or changing data. */
  cacheSeconds?: number;
  /** The change that makes a kept response stale besides a theme save (which drops every one). */
  changesWith?: ChangeTopic;
  /** The largest request body the route takes (413 above it); 64 kB unless the route needs more. */
  maxBodyBytes?: number;
}

type HandlerResult<E extends Endpoint> = EndpointResponse<E> | JsonText<EndpointResponse<E>>;

type Handler<E extends Endpoint> = (
  input: RouteInput<E>,
  c: Context<AppEnv>,
) => Promise<HandlerResult<E>> | HandlerResult<E>;

function describeIssue(issue: z.core.$ZodIssue, where: string): string {
  if (issue.code === 'unrecognized_keys') {
    return `Unknown ${where} parameter${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
  }
  const field = issue.path.join('.');
  // zod leaves `input` out of issues unless asked: its own message tells a missing value from a wrong type.
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) {
    if (issue.message.endsWith('received undefined')) return `${field || where} is required`;
    return field ? `${field} is invalid: ${issue.message}` : issue.message;
  }
  if (issue.code === 'invalid_type') return issue.message;
  if (issue.code === 'invalid_union') {
    return field ? `${field} is invalid: ${issue.message}` : issue.message;
  }
  return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
}

export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = result.error.issues;
    throw badRequest(describeIssue(issues[0], where), {
      errors: issues.map((issue) => describeIssue(issue, where)),
    });
  }
  return result.data;
}

/** Repeated query keys become arrays, single ones stay strings. */
function queryObject(c: Context<AppEnv>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    out[key] = values.length === 1 ? values[0] : values;
  }
  return out;
}

async function readBody(c: Context<AppEnv>, maxBytes: number): Promise<unknown> {
  const text = await readBodyText(c, maxBytes);
  if (!text) return undefined;
  checkJsonDepth(text);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Request body must be valid JSON');
  }
}

/** A weak ETag: the bytes are the same for the same JSON, whatever negotiated compression does. */
export function etagOf(body: string | Buffer): string {
  return `W/"${hash('sha1', body, 'base64url')}"`;
}

function respond(
  c: Context<AppEnv>,
  body: string | Buffer,
  etag: string | undefined,
  cacheSeconds: number | undefined,
  priced: boolean,
  value: unknown,
) {
  // Vary set here: the compress middleware would otherwise add it by rebuilding the whole response. A priced
  // answer is in the currency x-currency-code names: no shared or browser cache may reuse it across currencies.
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    vary: priced ? 'Accept-Encoding, X-Currency-Code' : 'Accept-Encoding',
  };
  if (etag) headers.etag = etag;
  headers['cache-control'] = cacheSeconds
    ? `public, max-age=${cacheSeconds}, stale-while-revalidate=${cacheSeconds * 5}`
    : 'private, no-store';
  if (etag && c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  if (typeof body !== 'string' && !cameInProcess(c.req.raw)) {
    // Its length known, the body is sent as it is, not in chunks that need a closing one.
    headers['content-length'] = String(body.length);
    return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
  }
  // A caller in this process takes the value, or reads the text, not the bytes.
  const text = typeof body === 'string' ? body : body.toString('utf8');
  const response = handBack(c.req.raw, c.body(text, 200, headers), text);
  return value === undefined ? response : handBackValue(c.req.raw, response, value);
}

/** Re-expresses a response's prices in the currency a request names (the `x-currency-code` header). */
export interface MoneyEdge {
  /** The currency to convert to, or undefined for the shop's own (no conversion); a 400 for an unknown one. */
  targetFor(c: Context<AppEnv>): Promise<{ code: string } | undefined>;
  convert(text: string, target: { code: string }): string;
}

/** Calls whose answers carry prices: the catalogue's. */
const carriesPrices = (path: string) => path.startsWith(`${API_PREFIX}/catalog/`);

/** Registers one contract endpoint: `on(endpoint, handler, options)` says method, path and schemas once. */
export type On = <E extends Endpoint>(endpoint: E, handler: Handler<E>, options?: RouteOptions) => void;

/**
 * The API router's registrar, bound to it and to the response cache: each endpoint's body is read within its
 * limit, control characters are refused, path, query and body are validated with the contract's schemas (400
 * with a message on failure), the handler runs, and the result is serialised, with ETag and shared caching for
 * cacheable reads.
 */
export function registrar(
  api: Hono<AppEnv>,
  services: Pick<Services, 'cache'>,
  money?: MoneyEdge,
  prefix = API_PREFIX,
): On {
  return (endpoint, handler, options = {}) => {
    if (!endpoint.path.startsWith(prefix)) throw new Error(`Endpoint outside ${prefix}: ${endpoint.path}`);
    const honoPath = endpoint.path.slice(prefix.length).replace(/\{([a-z_]+)\}/g, ':$1');
    const isGet = endpoint.method === 'GET';
    const { cacheSeconds, changesWith, maxBodyBytes = DEFAULT_MAX_BODY_BYTES } = options;

    const pricedIn = money && carriesPrices(endpoint.path) ? money : undefined;

    const route: HonoHandler<AppEnv> = async (c) => {
      const currency = pricedIn && (await pricedIn.targetFor(c));
      const cacheKey = cacheSeconds
        ? `${c.get('application').id} ${c.req.url.slice(c.req.url.indexOf(prefix))}${currency ? ` ${currency.code}` : ''}`
        : '';
      if (cacheKey) {
        const hit = services.cache.get(cacheKey);
        if (hit) return respond(c, hit.body, hit.etag, cacheSeconds, Boolean(pricedIn), hit.value);
      }
      const raw = {
        params: c.req.param() as Record<string, string>,
        query: queryObject(c),
        body: endpoint.body ? await readBody(c, maxBodyBytes) : undefined,
      };
      rejectControlCharacters(c, raw);
      const params = parseOrThrow(endpoint.params, raw.params, 'path');
      const query = parseOrThrow(endpoint.query, raw.query, 'query');
      const body = endpoint.body ? parseOrThrow(endpoint.body, raw.body, 'body') : undefined;
      const result = await handler({ params, query, body } as RouteInput<typeof endpoint>, c);
      const shopPayload = result instanceof JsonText ? result.body : JSON.stringify(result);
      // The shop's own currency keeps the handler's payload as it is (and its cheap fingerprint).
      const payload = currency && pricedIn ? pricedIn.convert(shopPayload.toString(), currency) : shopPayload;
      const fingerprint =
        result instanceof JsonText && result.fingerprint && !currency ? result.fingerprint : payload;
      const etag = isGet ? etagOf(fingerprint) : undefined;
      // The value as the text says it, for callers in this process: not once prices are converted in the text.
      const value =
        currency || !(cacheKey || cameInProcess(c.req.raw))
          ? undefined
          : result instanceof JsonText
            ? result.value
            : frozenJson(result);
      if (cacheKey && etag)
        services.cache.set(cacheKey, {
          body: payload,
          etag,
          expiresAt: Date.now() + (cacheSeconds ?? 0) * 1000,
          changesWith,
          value,
        });
      return respond(
        c,
        payload,
        etag,
        cacheSeconds,
        Boolean(pricedIn),
        cameInProcess(c.req.raw) ? value : undefined,
      );
    };
    declareBodyLimit(route, maxBodyBytes);
    api.on(endpoint.method, honoPath, route);
  };
}

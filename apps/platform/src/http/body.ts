import { nestsDeeperThan, readAtMost } from '@vitrine/contract';
import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from './context';
import { badRequest, HttpError } from './errors';

/** What an API request body may weigh unless its route declares more (`RouteOptions.maxBodyBytes`). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** Deeper JSON is refused before parsing: nothing the API takes nests anywhere near it. */
const MAX_JSON_DEPTH = 64;

const routeLimits = new WeakMap<object, number>();

/** Records the body limit of a route's handler, for the signature check that reads the body before it runs. */
export function declareBodyLimit(handler: object, maxBytes: number): void {
  routeLimits.set(handler, maxBytes);
}

/** The body limit of the route this request reached (the default for unknown paths). */
export function bodyLimitOf(c: Context): number {
  for (const route of matchedRoutes(c)) {
    const limit = routeLimits.get(route.handler);
    if (limit !== undefined) return limit;
  }
  return DEFAULT_MAX_BODY_BYTES;
}

function sizeName(bytes: number): string {
  return bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0
    ? `${bytes / (1024 * 1024)} MB`
    : bytes % 1024 === 0
      ? `${bytes / 1024} kB`
      : `${bytes} bytes`;
}

const bodyTooLarge = (maxBytes: number) =>
  new HttpError(413, `Request body is larger than the limit of ${sizeName(maxBytes)}`);

/**
 * The request body as text, read once and kept on the context: the signature check reads it and the route
 * parses the same text. The stream is cut off at the limit, so a chunked body without Content-Length cannot
 * fill memory either.
 */
export async function readBodyText(c: Context<AppEnv>, maxBytes: number): Promise<string> {
  const kept = c.get('bodyText');
  if (kept !== undefined) return kept;
  const bytes = await readAtMost(c.req.raw, maxBytes);
  if (!bytes) throw bodyTooLarge(maxBytes);
  const text = new TextDecoder().decode(bytes);
  c.set('bodyText', text);
  return text;
}

/** Throws a 400 when arrays and objects nest deeper than `maxDepth`, before anything parses the text. */
export function checkJsonDepth(text: string, maxDepth = MAX_JSON_DEPTH): void {
  if (nestsDeeperThan(text, maxDepth)) throw badRequest('Request body is nested too deeply');
}

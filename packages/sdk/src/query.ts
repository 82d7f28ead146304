import { type Endpoint, pathPlaceholders, snakeToCamel } from '@vitrine/contract';
import queryString from 'query-string';
import { FDKClientValidationError } from './errors';

type Args = Record<string, unknown>;

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * Fills `{placeholder}`s from the camelCase arguments. A missing or empty one rejects the call before sending,
 * naming every missing argument.
 */
export function fillPath(path: string, args: Args): string {
  const missing = pathPlaceholders(path)
    .map(snakeToCamel)
    .filter((name) => isMissing(args[name]));
  if (missing.length > 0) {
    throw new FDKClientValidationError({
      message: 'Missing required field',
      details: missing.map((name) => `Missing or empty required parameter: ${name}`),
    });
  }
  return path.replace(/\{([a-z_]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(args[snakeToCamel(name)])),
  );
}

/**
 * The query string (without `?`) for an endpoint: its wire names (snake_case) taken from the camelCase
 * arguments, serialised as the platform's clients do — keys sorted, undefined dropped, null as a bare key,
 * arrays as repeated keys, strict RFC 3986 encoding.
 */
export function buildQuery(endpoint: Endpoint, args: Args): string {
  const query: Record<string, unknown> = {};
  for (const wireName of Object.keys(endpoint.query.shape)) {
    const value = args[snakeToCamel(wireName)];
    if (value !== undefined) query[wireName] = value;
  }
  return serialiseQuery(query);
}

export function serialiseQuery(query: Record<string, unknown>): string {
  return queryString.stringify(query);
}

import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error whose message is safe to show the caller; the body is `{ message, ...details }`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(400, message, extra);
export const notFound = (message: string) => new HttpError(404, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);

/** How long a caller is asked to wait (Retry-After, seconds) while the database cannot be reached. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** Socket failures: the server is down, restarting or unreachable. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections. */
const SERVER_GOING_AWAY = new Set(['57P01', '57P02', '57P03', '53300']);
/** What `pg`, its pool and ioredis say when a connection dies or cannot be had in time. */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Connection is closed)/;

/**
 * Whether an error means the database (or another service the request needed) could not be reached, rather
 * than a bug: such requests are answered 503 with Retry-After, and work again once it is back.
 */
export function isOutage(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (CONNECTION_CODES.has(code) || SERVER_GOING_AWAY.has(code) || /^08[0-9A-Z]{3}$/.test(code))
      return true;
  }
  if (DRIVER_MESSAGES.test(error.message)) return true;
  // ioredis gave up on a command while Redis is away (a limit or cache shared through it).
  if (error.name === 'MaxRetriesPerRequestError') return true;
  // Node reports a refused dual-stack connection as an AggregateError of one error per address.
  if (error instanceof AggregateError && error.errors.some((inner) => isOutage(inner, depth + 1)))
    return true;
  return isOutage(error.cause, depth + 1);
}

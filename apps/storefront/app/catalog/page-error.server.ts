import { data } from 'react-router';

/**
 * The status of an API failure. Checked by shape rather than class: the server hands loaders a client built
 * outside this bundle, so its error classes are not this bundle's.
 */
export function apiErrorStatus(error: unknown): number | undefined {
  const failure = error as { name?: unknown; code?: unknown } | null;
  return failure?.name === 'FDKServerResponseError' && typeof failure.code === 'number'
    ? failure.code
    : undefined;
}

/** Request error codes of the SDK when the platform could not be reached or did not answer in time. */
const UNREACHABLE = new Set(['ERR_NETWORK', 'ECONNABORTED', 'ETIMEDOUT', 'ECONNREFUSED', 'ECONNRESET']);

const UNAVAILABLE = 'The shop is briefly unavailable; please try again in a few seconds';

/**
 * Whether the platform was away rather than wrong: it answered 503 (its database is restarting), or it could
 * not be reached at all (running apart, under PLATFORM_URL). The page is then a 503 too, worth retrying.
 */
export function platformUnavailable(error: unknown): boolean {
  const failure = error as { name?: unknown; code?: unknown } | null;
  if (failure?.name !== 'FDKServerResponseError') return false;
  return failure.code === 503 || (typeof failure.code === 'string' && UNREACHABLE.has(failure.code));
}

/**
 * Turns an API failure into the page's own status: a missing item is a 404 page, a rejected query a 400 page
 * showing the server's message, an unavailable platform a 503; anything else is 'Something went wrong'.
 */
export function pageError(error: unknown): never {
  const status = apiErrorStatus(error);
  if (platformUnavailable(error)) throw data(UNAVAILABLE, { status: 503 });
  if (status === 404) throw data('Not found', { status: 404 });
  if (status !== undefined && status >= 400 && status < 500) {
    throw data((error as Error).message || 'Something went wrong', { status });
  }
  console.error(error);
  throw data('Something went wrong', { status: 502 });
}

/** For parts of a page that may fail without failing the page (spec: failed page loads keep the page going). */
export function orNothing<T>(promise: Promise<T>): Promise<T | undefined> {
  return promise.catch(() => undefined);
}

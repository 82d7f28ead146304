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

/**
 * Turns an API failure into the page's own status: a missing item is a 404 page, a rejected query a 400 page
 * showing the server's message; anything else is 'Something went wrong'.
 */
export function pageError(error: unknown): never {
  const status = apiErrorStatus(error);
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

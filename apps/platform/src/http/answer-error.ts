import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './context';
import { HttpError, isOutage, OUTAGE_RETRY_AFTER_SECONDS } from './errors';

/**
 * The one answer to a request that threw, for the API and the editor alike: the caller's mistake is a 4xx with
 * its message (logged at info, no stack); an unreachable database a 503 with Retry-After; anything else a bug,
 * a 500 that says nothing of its cause (logged with its stack and request id).
 */
export function answerError(error: Error, c: Context<AppEnv>, log: Logger): Response {
  const where = { requestId: c.get('requestId'), method: c.req.method, path: c.req.path };
  if (error instanceof HttpError) {
    if (error.status >= 500) log.error({ ...where, err: error }, error.message);
    else log.info({ ...where, status: error.status }, error.message);
    // A refused body may still be arriving: a client reusing the connection would lose its next request.
    if (error.status === 413) c.header('connection', 'close');
    return c.json({ message: error.message, ...error.extra }, error.status);
  }
  if (isOutage(error)) {
    // The pool warns once per outage; each refused request is only noted.
    log.info({ ...where, status: 503, cause: error.message }, 'database unreachable');
    c.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
    return c.json({ message: 'The shop is briefly unavailable; please try again in a few seconds' }, 503);
  }
  log.error({ ...where, err: error }, 'unhandled error');
  return c.json({ message: 'Something went wrong' }, 500);
}

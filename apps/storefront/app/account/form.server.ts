import { apiErrorStatus, platformUnavailable } from '../catalog/page-error.server';

/** The status of a refusal the shopper can act on (4xx), or undefined for a fault or an unreachable server. */
function refusalStatus(error: unknown): number | undefined {
  const status = apiErrorStatus(error);
  return status !== undefined && status >= 400 && status < 500 ? status : undefined;
}

/** The platform's message for a refused call, or the spec's fallback for anything else. */
export function failureMessage(error: unknown): string {
  return refusalStatus(error) && (error as Error).message ? (error as Error).message : 'Something went wrong';
}

export function failureStatus(error: unknown): number {
  return refusalStatus(error) ?? (platformUnavailable(error) ? 503 : 502);
}

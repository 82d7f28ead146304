import { data } from 'react-router';

/**
 * Refuses a form posted from another site: a foreign page must not sign a shopper in or out (the session
 * cookie is SameSite=Lax, which does not cover the sign-in form itself).
 */
export function requireSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  // Hosts, not origins: behind a proxy that ends TLS the request arrives as http while the browser says https.
  if (origin && hostOf(origin) !== new URL(request.url).host) {
    throw data('Forms are accepted only from this shop', { status: 403 });
  }
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** Whether the shopper's browser reached the shop over https (directly, or through a proxy that says so). */
export function arrivedOverHttps(request: Request): boolean {
  return (
    new URL(request.url).protocol === 'https:' ||
    request.headers.get('x-forwarded-proto')?.split(',')[0].trim() === 'https'
  );
}

/**
 * The status of a refusal the shopper can act on (4xx), or undefined for a fault or an unreachable server.
 * Read from the error's shape (an SDK error's `code` is the HTTP status): the server's SDK client and this
 * bundle's copy of the SDK are different modules, so `instanceof` cannot tell.
 */
function refusalStatus(error: unknown): number | undefined {
  const status = (error as { code?: unknown } | null)?.code;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** The platform's message for a refused call, or the spec's fallback for anything else. */
export function failureMessage(error: unknown): string {
  return refusalStatus(error) && (error as Error).message ? (error as Error).message : 'Something went wrong';
}

export function failureStatus(error: unknown): number {
  return refusalStatus(error) ?? 502;
}

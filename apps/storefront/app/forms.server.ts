import { data } from 'react-router';

/**
 * The fields of a posted form. A body that is not a form (JSON, or no body at all) is the caller's mistake: a 400
 * with a message, not a failure of the shop.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data('Send the fields as a form (application/x-www-form-urlencoded or multipart/form-data)', {
      status: 400,
    });
  }
}

/**
 * Refuses a form posted from another site: a foreign page must not sign a shopper in or out, or end a preview
 * (the session cookie is SameSite=Lax, which does not cover the sign-in form itself).
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

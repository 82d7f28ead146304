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

/** Whether the shopper's browser reached the shop over https (directly, or through a proxy that says so). */
export function arrivedOverHttps(request: Request): boolean {
  return (
    new URL(request.url).protocol === 'https:' ||
    request.headers.get('x-forwarded-proto')?.split(',')[0].trim() === 'https'
  );
}

/**
 * Whether a GET came from the shop's own pages (or the address bar). Browsers say so in Sec-Fetch-Site, but
 * only over https: without it, the Referer must be a page of this shop (a link from another site that hides
 * its Referer proves nothing, so it counts as elsewhere).
 */
export function fromThisShop(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const referer = URL.parse(request.headers.get('referer') ?? '');
  return referer?.host === new URL(request.url).host;
}

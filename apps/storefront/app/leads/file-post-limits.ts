/** A product request: up to four photos of 5 MB each, and the fields. */
export const PRODUCT_REQUEST_POST_BYTES = 21 * 1024 * 1024;
/** A custom form: its files (at most 5 MB each on the platform) and the answers. */
export const CUSTOM_FORM_POST_BYTES = 12 * 1024 * 1024;

/** A return: up to four quality-check photos of 5 MB each, and the choices. */
export const SHIPMENT_UPDATE_POST_BYTES = 21 * 1024 * 1024;

/**
 * The most a post to `path` may weigh when it is one of the forms that carry files, for the page edge, which
 * holds every other page post to a few kB before any route reads it.
 */
export function filePostLimit(path: string): number | undefined {
  if (/^\/profile\/product-request\/?$/.test(path)) return PRODUCT_REQUEST_POST_BYTES;
  if (/^\/form\/[^/]+\/?$/.test(path)) return CUSTOM_FORM_POST_BYTES;
  if (/^\/profile\/orders\/shipment\/update\/[^/]+\/return\/?$/.test(path)) return SHIPMENT_UPDATE_POST_BYTES;
  return undefined;
}

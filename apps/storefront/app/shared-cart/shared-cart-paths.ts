/** A shared cart's page (spec §2: /shared-cart/{token}). */
export const sharedCartPath = (token: string) => `/shared-cart/${encodeURIComponent(token)}`;

/** The bag's form field value that shares the cart. */
export const SHARE_INTENT = 'share';

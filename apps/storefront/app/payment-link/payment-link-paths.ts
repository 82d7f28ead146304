/** A payment link's id as the platform makes them; any other address names no link. */
export const LINK_ID = /^[0-9a-f]{32}$/;

/** The link's page, where its payer opens it. */
export const paymentLinkPath = (id: string) => `/payment/link/${id}/`;

/**
 * Where the gateway sends the payer back, by a form post from its own site: the server turns it into the
 * link's page (server/app.ts), counting that as the first check of the payment.
 */
export const returnPath = (id: string) => `/payment/link/${id}/return`;

/** How many times the page has checked since the payer came back from the gateway. */
export const RETURNED_PARAM = 'returned';

/** Spec §9's polling: at most 6 tries, waiting 2^n seconds, at most 8. */
export const CONFIRM_TRIES = 6;
export const confirmDelaySeconds = (tries: number) => Math.min(2 ** tries, 8);

/** An amount in rupees as the payer reads it: ₹1,49,999.50. */
export const formatAmount = (rupees: number, currency: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(rupees);

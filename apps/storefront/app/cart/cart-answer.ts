/**
 * Cart forms are plain form posts, so they work before (or without) JavaScript; with it, they go through a
 * fetcher and add this field, and the action answers with data in place of the page it would redirect to.
 */
export const ANSWER_FIELD = 'answer';
export const ANSWER_AS_DATA = 'data';

/** What a cart action answers a fetcher (and a page post it cannot carry out). */
export interface CartAnswer {
  kind: 'cart';
  /** Whether the change was made (a refusal, such as too few left, is not). */
  ok: boolean;
  /** The platform's message, shown as it is sent; '' for our own problems, which the page words. */
  message: string;
  /** Items in the cart after the change, when the answer tells. */
  count?: number;
  /** Our own refusal, worded by the page in the shopper's language (no size chosen; a share without a token). */
  problem?: 'size' | 'token';
  /** The link to the shared cart, once sharing it made one. */
  shareUrl?: string;
  /** Which form it answers (the bag has several). */
  intent: string;
}

/** Whether a route's action data is a cart answer (the product page's action also answers pincode checks). */
export const isCartAnswer = (value: unknown): value is CartAnswer =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'cart';

// What checkout's forms send and what their actions answer, shared by the pages and the server.

import type { ShouldRevalidateFunction } from 'react-router';

/**
 * What a checkout form's action answers when it cannot go on (a step done goes on to the next page instead):
 * the platform's message as it is sent, or the spec's words for our own checks.
 */
export interface CheckoutRefusal {
  kind: 'checkout';
  /** Which form it answers. */
  intent: string;
  message: string;
  /** The cart needs changing first (a coupon that does not hold, too few left): the way back to it is shown. */
  mendInBag?: boolean;
  /** The new address's problems, by field slug. */
  errors?: Record<string, string>;
  /** The address the shopper tried to deliver to (one just saved, too): shown chosen again, with the message. */
  triedAddressId?: string;
}

export const isCheckoutRefusal = (value: unknown): value is CheckoutRefusal =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'checkout';

/** The place-order form's field naming its attempt, sent on as the Idempotency-Key header. */
export const ATTEMPT_FIELD = 'attempt';

/** The query flag that opens the new-address form on the delivery step (as `?add` does in the address book). */
export const ADD_ADDRESS_PARAM = 'add';

/**
 * A checkout page reads its data again after each of its forms, refused or not: a refusal may have changed what
 * it shows (an address saved but not delivered to, a line that ran out), and React Router skips that by
 * default after a 4xx.
 */
export const afterEveryForm: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === 'POST' || defaultShouldRevalidate;

/** The UPI page's form: the collect request to the shopper's UPI ID. */
export const UPI_INTENT = 'upi-collect';

import type { LimitRule, RateLimits } from '../../http/rate-limit';

const WINDOW_MS = 15 * 60 * 1000;
/** Guessing one shopper's password. */
const FAILURES_PER_USERNAME: LimitRule = { name: 'sign-in:username', max: 5, windowMs: WINDOW_MS };
/** Trying many shoppers' passwords from one place. */
const FAILURES_PER_ADDRESS: LimitRule = { name: 'sign-in:address', max: 30, windowMs: WINDOW_MS };

/** Who is signing in where: counts are kept per application. */
export interface SignInSource {
  applicationId: string;
  /** The account signing in, or usernameKey() when the username names none. */
  username: string;
  /** The client's address, when known. */
  address?: string;
}

const byUsername = (s: SignInSource) => `${s.applicationId}:${s.username}`;
const byAddress = (s: SignInSource) => `${s.applicationId}:${s.address}`;

/**
 * Reserves one password check for this source, counted as a failure until it succeeds; answers 0 when reserved,
 * or the milliseconds before it may try again. Only checks made count: the address is asked first, so a
 * refused address does not spend the account's allowance, and gets its reservation back when the account
 * refuses.
 */
export async function reserveSignIn(limits: RateLimits, source: SignInSource): Promise<number> {
  if (source.address) {
    const fromAddress = await limits.reserve(FAILURES_PER_ADDRESS, byAddress(source));
    if (!fromAddress.allowed) return fromAddress.waitMs;
  }
  const forAccount = await limits.reserve(FAILURES_PER_USERNAME, byUsername(source));
  if (!forAccount.allowed && source.address) await limits.release(FAILURES_PER_ADDRESS, byAddress(source));
  return forAccount.waitMs;
}

/**
 * A right password forgives the account's earlier mistakes, and gives the address back this attempt (not its
 * earlier failures: it may be trying other accounts).
 */
export async function signInSucceeded(limits: RateLimits, source: SignInSource): Promise<void> {
  await Promise.all([
    limits.reset(FAILURES_PER_USERNAME, byUsername(source)),
    source.address ? limits.release(FAILURES_PER_ADDRESS, byAddress(source)) : undefined,
  ]);
}

export function tooManyAttemptsMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

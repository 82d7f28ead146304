import type { LimitRule, RateLimits } from '../../http/rate-limit';

const WINDOW_MS = 15 * 60 * 1000;
/** Guessing one shopper's password. */
export const FAILURES_PER_USERNAME: LimitRule = { name: 'sign-in:username', max: 5, windowMs: WINDOW_MS };
/** Trying many shoppers' passwords from one place. */
export const FAILURES_PER_ADDRESS: LimitRule = { name: 'sign-in:address', max: 30, windowMs: WINDOW_MS };

/** Who is signing in where: counts are kept per application. */
export interface SignInSource {
  applicationId: string;
  /** The account signing in, or usernameKey() when the username names none. */
  username: string;
  address?: string;
}

const byUsername = (s: SignInSource) => `${s.applicationId}:${s.username}`;
const byAddress = (s: SignInSource) => `${s.applicationId}:${s.address}`;

/** Milliseconds before this source may try a password again; 0 when it may now. */
export async function signInWait(limits: RateLimits, source: SignInSource): Promise<number> {
  const waits = await Promise.all([
    limits.waitFor(FAILURES_PER_USERNAME, byUsername(source)),
    source.address ? limits.waitFor(FAILURES_PER_ADDRESS, byAddress(source)) : 0,
  ]);
  return Math.max(...waits);
}

export async function recordSignInFailure(limits: RateLimits, source: SignInSource): Promise<void> {
  await Promise.all([
    limits.hit(FAILURES_PER_USERNAME, byUsername(source)),
    source.address ? limits.hit(FAILURES_PER_ADDRESS, byAddress(source)) : undefined,
  ]);
}

/** A right password forgives the username's earlier mistakes (not the address's: it may be trying others). */
export const forgiveSignInFailures = (limits: RateLimits, source: SignInSource) =>
  limits.reset(FAILURES_PER_USERNAME, byUsername(source));

export function tooManyAttemptsMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

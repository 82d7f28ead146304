import type { Services } from '../../http/context';
import { HttpError } from '../../http/errors';
import type { LimitRule } from '../../http/rate-limit';
import { parseUsername, usernameKey } from './usernames';
import { findUserByUsername } from './users-sql';

/**
 * The official call answers whether an account exists, so its answer is the truth; what keeps it from being a
 * list of the shop's shoppers is how few questions one address may ask.
 */
const LOOKUPS_PER_ADDRESS: LimitRule = { name: 'user-exists:address', max: 20, windowMs: 15 * 60 * 1000 };
/** Also per name asked about, for callers whose address is not known (the storefront's own server). */
const LOOKUPS_PER_NAME: LimitRule = { name: 'user-exists:name', max: 10, windowMs: 15 * 60 * 1000 };
const TOO_MANY_LOOKUPS = 'Too many look-ups. Try again later.';

/** A 429 that says, in seconds, when to ask again. */
export class LookupsBlocked extends HttpError {
  constructor(readonly waitMs: number) {
    super(429, TOO_MANY_LOOKUPS);
  }
}

export async function userExists(
  { db, limits }: Pick<Services, 'db' | 'limits'>,
  lookup: { applicationId: string; q: string; address?: string },
): Promise<boolean> {
  const username = parseUsername(lookup.q);
  if (lookup.address) {
    const fromAddress = await limits.reserve(
      LOOKUPS_PER_ADDRESS,
      `${lookup.applicationId}:${lookup.address}`,
    );
    if (!fromAddress.allowed) throw new LookupsBlocked(fromAddress.waitMs);
  }
  const forName = await limits.reserve(LOOKUPS_PER_NAME, `${lookup.applicationId}:${usernameKey(username)}`);
  if (!forName.allowed) throw new LookupsBlocked(forName.waitMs);
  // Verified contacts only, as sign-in takes: an address someone merely typed into their own profile is still
  // free to register, and saying otherwise would send its holder to a sign-in that cannot work.
  const user = await findUserByUsername(db, lookup.applicationId, username, true);
  return Boolean(user && !user.deleted_at);
}

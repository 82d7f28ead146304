import type { Services } from '../../http/context';
import type { LimitRule } from '../../http/rate-limit';
import { refuseTakenContact } from './contact-changes-sql';
import type { Contact } from './contacts';
import { LookupsBlocked } from './user-exists';
import type { UserRow } from './users-sql';

/**
 * Adding a contact says whether another account has it, so each account may ask only a few times: otherwise a
 * signed-in shopper could list the shop's shoppers past userExists's own limits. Every check counts, taken or
 * not, so the limit itself tells nothing.
 */
const CHECKS_PER_ACCOUNT: LimitRule = { name: 'contact-check:user', max: 10, windowMs: 15 * 60 * 1000 };

export async function checkContactFree(
  { db, limits }: Pick<Services, 'db' | 'limits'>,
  user: Pick<UserRow, 'id' | 'application_id'>,
  contact: Contact,
): Promise<void> {
  const check = await limits.reserve(CHECKS_PER_ACCOUNT, `${user.application_id}:${user.id}`);
  if (!check.allowed) throw new LookupsBlocked(check.waitMs);
  await refuseTakenContact(db, user, contact);
}

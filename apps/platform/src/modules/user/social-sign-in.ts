import { storedJson } from '@vitrine/contract';
import type { Db } from '../../db/database';
import { HttpError, unauthorized } from '../../http/errors';
import type { ProviderIdentity } from './social-identity';
import { findLinkedUser, linkIdentity, noteIdentitySignIn } from './social-sql';
import { findUserByUsername, insertUser, newUserId, type UserRow } from './users-sql';

const ACCOUNT_DELETED = 'This account has been deleted';

/** A sign-in that lost a race to link the same identity: the winner's link is read on the next try. */
class LinkedMeanwhile extends Error {}

const deleted = () => new HttpError(403, ACCOUNT_DELETED, { is_deleted: true });

function refuseClosed(user: UserRow): void {
  if (user.deleted_at) throw deleted();
  if (!user.active) throw unauthorized('This account is disabled');
}

const hasVerifiedEmail = (user: UserRow, email: string) =>
  storedJson<{ email?: string; verified?: boolean }[]>(user.emails).some(
    (entry) => entry.email === email && entry.verified === true,
  );

async function openAccount(db: Db, applicationId: string, identity: ProviderIdentity) {
  const linked = await findLinkedUser(db, applicationId, identity);
  if (linked) {
    refuseClosed(linked);
    await noteIdentitySignIn(db, applicationId, identity);
    return { user: linked, existed: true };
  }
  if (!identity.email) {
    throw new HttpError(
      400,
      'Your e-mail address is needed to sign in: allow the shop to see it and try again',
    );
  }
  const known = await findUserByUsername(db, applicationId, { kind: 'email', email: identity.email });
  if (known) {
    refuseClosed(known);
    // Someone may have registered the address without owning it: only a verified one joins the accounts.
    if (!hasVerifiedEmail(known, identity.email)) {
      throw new HttpError(
        409,
        'An account with this e-mail address exists but the address is not verified: sign in with its password and verify it first',
      );
    }
    if (!(await linkIdentity(db, known, identity))) throw new LinkedMeanwhile();
    return { user: known, existed: true };
  }
  const id = newUserId();
  await insertUser(db, {
    id,
    applicationId,
    firstName: identity.firstName,
    lastName: identity.lastName,
    gender: '',
    username: identity.email,
    emails: [{ email: identity.email, primary: true, verified: true, active: true }],
    phoneNumbers: [],
    passwordHash: null,
  });
  const created = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  if (!(await linkIdentity(db, created, identity))) throw new LinkedMeanwhile();
  return { user: created, existed: false };
}

/**
 * Opens the account a provider vouched for: the one the identity was linked to, else the one holding the same
 * verified e-mail address (now linked), else a new one (which then completes its profile). A deleted account is
 * refused with `is_deleted`, so the storefront shows account-locked. One transaction: a failed step links nothing.
 */
export async function signInWithIdentity(
  db: Db,
  applicationId: string,
  identity: ProviderIdentity,
): Promise<{ user: UserRow; existed: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute((trx) => openAccount(trx, applicationId, identity));
    } catch (error) {
      if (!(error instanceof LinkedMeanwhile) || attempt >= 3) throw error;
    }
  }
}

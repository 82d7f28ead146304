import type { Services } from '../../http/context';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import { endPasswordResets } from './password-reset';
import { checkNewPassword } from './password-rules';
import { hashPassword, verifyPassword } from './passwords';
import { endOtherSessions } from './sessions';
import { SignInBlocked } from './sign-in';
import { reserveSignIn, type SignInSource, signInSucceeded } from './sign-in-limits';
import type { UserRow } from './users-sql';

const WRONG_OLD_PASSWORD = 'Old password is incorrect';
const OLD_PASSWORD_NEEDED = 'old_password is required';
const SAME_PASSWORD = 'The new password must differ from the old one';
const REASON_NEEDED = 'reason is required';
const NOT_THIS_USER = 'User not found';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  /** This browser's session token: it stays signed in, every other session ends. */
  keepSession: string | undefined;
  address?: string;
}

/**
 * Changes the signed-in shopper's password. The old one must be right when there is one (a session left open
 * on a shared computer must not be enough), and guesses of it count against the same limits as sign-ins.
 */
export async function changePassword(
  { db, limits }: Pick<Services, 'db' | 'limits'>,
  user: UserRow,
  change: PasswordChange,
): Promise<void> {
  checkNewPassword(change.newPassword);
  if (user.password_hash) {
    if (!change.oldPassword) throw badRequest(OLD_PASSWORD_NEEDED);
    const source: SignInSource = {
      applicationId: user.application_id,
      username: `user:${user.id}`,
      address: change.address,
    };
    const wait = await reserveSignIn(limits, source);
    if (wait > 0) throw new SignInBlocked(wait);
    if (!(await verifyPassword(change.oldPassword, user.password_hash)))
      throw unauthorized(WRONG_OLD_PASSWORD);
    await signInSucceeded(limits, source);
    if (change.oldPassword === change.newPassword) throw badRequest(SAME_PASSWORD);
  }
  // An account opened by one-time code has no password yet: it sets its first one here.
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    await endOtherSessions(trx, user, change.keepSession);
    // A reset link asked for earlier must not undo the password the shopper has just chosen.
    await endPasswordResets(trx, user.id);
  });
}

export interface AccountDeletion {
  /** The account the caller means; when sent, it must be the signed-in one. */
  userId?: string;
  reason?: string;
  reasonId?: string;
}

/**
 * Closes the signed-in shopper's account for good: it is marked deleted with the reason, every session ends,
 * and no way of signing in opens it again (see startSession). The row stays, so its addresses and orders keep
 * their owner and its contacts still name a closed account.
 */
export async function deleteAccount(
  { db }: Pick<Services, 'db'>,
  user: UserRow,
  deletion: AccountDeletion,
  /** Proves it is the shopper asking (a code); refuses otherwise. Run once the request itself is sound. */
  confirm: () => Promise<unknown>,
): Promise<void> {
  if (deletion.userId && deletion.userId !== user.id) throw notFound(NOT_THIS_USER);
  const reason = [deletion.reasonId, deletion.reason]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(': ');
  if (!deletion.reason?.trim() && !deletion.reasonId?.trim()) throw badRequest(REASON_NEEDED);
  await confirm();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ deleted_at: new Date(), deletion_reason: reason, updated_at: new Date() })
      .where('id', '=', user.id)
      .where('deleted_at', 'is', null)
      .execute();
    await endOtherSessions(trx, user, undefined);
  });
}

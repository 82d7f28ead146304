import type { Services } from '../../http/context';
import { HttpError, unauthorized } from '../../http/errors';
import { spendPasswordCheck, verifyPassword } from './passwords';
import { reserveSignIn, type SignInSource, signInSucceeded, tooManyAttemptsMessage } from './sign-in-limits';
import { parseUsername, usernameKey } from './usernames';
import { findUserByUsername, signsInWith, type UserRow } from './users-sql';

const WRONG_CREDENTIALS = 'Incorrect username or password';
const ACCOUNT_DISABLED = 'This account is disabled';
const ACCOUNT_DELETED = 'This account has been deleted';

/** A 429 that also says, in seconds, when to try again. */
export class SignInBlocked extends HttpError {
  constructor(readonly waitMs: number) {
    super(429, tooManyAttemptsMessage(waitMs));
  }
}

export interface PasswordAttempt {
  applicationId: string;
  username: string;
  password: string;
  /** The client's address, when known. */
  address?: string;
}

/**
 * Checks an e-mail or phone number and password. Each check is reserved against the limits before the password
 * is hashed, so parallel guesses cannot all pass one earlier look at the count; past the limits the password is
 * not even checked, and a guesser learns nothing more until the window passes.
 */
export async function signInWithPassword(
  { db, limits }: Pick<Services, 'db' | 'limits'>,
  attempt: PasswordAttempt,
): Promise<UserRow> {
  const username = parseUsername(attempt.username);
  const found = await findUserByUsername(db, attempt.applicationId, username);
  // A contact added to the account but never verified is no way in yet.
  const user = found && signsInWith(found, username) ? found : undefined;
  // Counted per account, so its e-mail and its phone number share one allowance of guesses.
  const source: SignInSource = {
    applicationId: attempt.applicationId,
    username: user ? `user:${user.id}` : usernameKey(username),
    address: attempt.address,
  };
  const wait = await reserveSignIn(limits, source);
  if (wait > 0) throw new SignInBlocked(wait);

  let matches = false;
  if (user?.password_hash) matches = await verifyPassword(attempt.password, user.password_hash);
  else await spendPasswordCheck(attempt.password);
  // A wrong password keeps its reservation: that is the failure counted.
  if (!user || !matches) throw unauthorized(WRONG_CREDENTIALS);
  if (user.deleted_at) throw unauthorized(ACCOUNT_DELETED);
  if (!user.active) throw unauthorized(ACCOUNT_DISABLED);
  await signInSucceeded(limits, source);
  return user;
}

import type { PlatformConfig } from '../../config';
import type { Application } from '../../http/context';
import { badRequest } from '../../http/errors';
import { resetLinkMessage, storefrontLink } from './code-messages';
import { sendCodeTo } from './code-sign-in';
import { findUserByDestination, setPasswordHash } from './contacts-sql';
import {
  type CodeServices,
  type CodeTarget,
  checkLink,
  codeDestination,
  createLinkCode,
  type Destination,
  INVALID_CODE,
  reserveSend,
  sendLink,
  useLink,
  verifyCode,
} from './one-time-codes';
import { type CodeRow, useUpFor } from './one-time-codes-sql';
import { checkNewPassword } from './password-rules';
import { hashPassword } from './passwords';
import { endAllSessions } from './sessions';

/** A reset code (from a link, or the forgot_token a verified code gives) is good this long. */
const RESET_TTL_MS = 30 * 60_000;
const RESET = 'reset';
export const INVALID_RESET = 'The password reset link is invalid or has expired';

/**
 * A forgot-password code to a phone or e-mail address. Without an account nothing is sent, but the same work is
 * done and the same answer given, so the call does not tell who is registered.
 */
export const sendForgotCode = (
  services: CodeServices,
  application: Application,
  request: { destination: Destination; address?: string },
) =>
  sendCodeTo(services, application, 'forgot', request, (user) => Boolean(user?.active && !user.deleted_at));

/** A right forgot-password code gives a token that sets a new password (resetForgotPassword's `code`). */
export async function verifyForgotCode(
  services: CodeServices,
  application: Application,
  target: { requestId: string } | { destination: Destination },
  code: string,
): Promise<string> {
  const row = await verifyCode(
    services.db,
    { ...target, applicationId: application.id, purposes: ['forgot'] } as CodeTarget,
    code,
  );
  // Only a request with no account behind it gets here without its code having been sent.
  if (!row.user_id) throw badRequest(INVALID_CODE);
  const token = await createLinkCode(services.db, {
    applicationId: application.id,
    purpose: RESET,
    destination: codeDestination(row),
    userId: row.user_id,
    ttlMs: RESET_TTL_MS,
  });
  return token.code;
}

/** A reset link by e-mail or SMS; as with codes, the answer and the work are the same with no account. */
export async function sendResetLink(
  services: CodeServices & { config: Pick<PlatformConfig, 'storefrontUrl'> },
  application: Application,
  request: { destination: Destination; address?: string },
): Promise<void> {
  await reserveSend(services, application.id, request);
  const user = await findUserByDestination(services.db, application.id, request.destination);
  const { code } = await createLinkCode(services.db, {
    applicationId: application.id,
    purpose: RESET,
    destination: request.destination,
    userId: user?.id,
    ttlMs: RESET_TTL_MS,
  });
  if (!user?.active || user.deleted_at) return;
  const link = storefrontLink(
    services.config,
    application,
    `/auth/set-password?code=${encodeURIComponent(code)}`,
  );
  sendLink(services, request.destination, application.id, resetLinkMessage(application.name, link));
}

/**
 * Whether a reset code still speaks for its account: the address it went to is still a verified contact of that
 * account. A shopper who takes an address off (it was lost, or someone else reads it) takes its links with it.
 */
async function stillOwned(db: CodeServices['db'], applicationId: string, row: CodeRow | undefined) {
  if (!row?.user_id) return false;
  const owner = await findUserByDestination(db, applicationId, codeDestination(row));
  return owner?.id === row.user_id;
}

/** Ends every reset link and token of an account: its password was just set, by one of them or by the shopper. */
export const endPasswordResets = (db: CodeServices['db'], userId: string) => useUpFor(db, userId, [RESET]);

/** Whether a reset code is good, without using it (before the set-password form is shown). */
export async function checkResetCode(services: CodeServices, application: Application, code: string) {
  const row = await checkLink(services.db, application.id, [RESET], code);
  if (!(await stillOwned(services.db, application.id, row))) throw badRequest(INVALID_RESET);
}

/**
 * Sets a new password with a reset code, once; every session of the account ends (whoever knew the old
 * password is signed out), and so does every other reset link of it. Answers the account, for the caller to sign in when the flow does.
 */
export async function resetPassword(
  services: CodeServices,
  application: Application,
  request: { code: string; password: string },
) {
  checkNewPassword(request.password);
  const passwordHash = await hashPassword(request.password);
  const row = await useLink(services.db, application.id, [RESET], request.code);
  if (!row?.user_id || !(await stillOwned(services.db, application.id, row))) throw badRequest(INVALID_RESET);
  const user = await setPasswordHash(services.db, row.user_id, passwordHash);
  if (!user) throw badRequest(INVALID_RESET);
  await endAllSessions(services.db, user.id);
  await endPasswordResets(services.db, user.id);
  return user;
}

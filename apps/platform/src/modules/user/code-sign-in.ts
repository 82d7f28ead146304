import { storedJson } from '@vitrine/contract';
import type { UserEmail } from '../../db/schema';
import type { Application } from '../../http/context';
import { unauthorized } from '../../http/errors';
import { accountForVerifiedContact, type RegistrationForm } from './code-accounts';
import { codeMessage } from './code-messages';
import { findUserByDestination, findUserById } from './contacts-sql';
import {
  type CodeServices,
  codeDestination,
  type Destination,
  issueCode,
  resendCode,
  useLink,
  verifyCode,
} from './one-time-codes';
import { useUp } from './one-time-codes-sql';
import { pendingRegistration } from './registration';

/** What each purpose's message asks the shopper to do with the code. */
const WHAT: Record<string, string> = {
  login: 'sign in',
  register: 'create your account',
  forgot: 'reset your password',
};

const composeFor = (application: Application, purpose: string) =>
  codeMessage(application.name, WHAT[purpose] ?? 'verify your contact details');

/**
 * A code for `purpose` to a phone or e-mail address, tied to its account when there is one. `deliverTo` decides
 * from that account whether it is really sent; the same work is done and the same answer given either way.
 */
export async function sendCodeTo(
  services: CodeServices,
  application: Application,
  purpose: string,
  request: { destination: Destination; address?: string },
  deliverTo?: (user: Awaited<ReturnType<typeof findUserByDestination>>) => boolean,
) {
  const user = await findUserByDestination(services.db, application.id, request.destination);
  return issueCode(
    services,
    {
      applicationId: application.id,
      purpose,
      destination: request.destination,
      userId: user?.id,
      address: request.address,
      ...(deliverTo ? { deliver: deliverTo(user) } : {}),
    },
    composeFor(application, purpose),
  );
}

/**
 * A sign-in code to a phone or e-mail address. Sent whether or not it has an account (verifying one for a new
 * number makes the account), so the answer tells nothing about who is registered.
 */
export const sendSignInCode = (
  services: CodeServices,
  application: Application,
  request: { destination: Destination; address?: string },
) => sendCodeTo(services, application, 'login', request);

/** A new code for the request a resend token names (any purpose: its message fits it). */
export function resendSomeCode(
  services: CodeServices,
  application: Application,
  request: { resendToken: string; destination: Destination; address?: string },
) {
  return resendCode(services, { applicationId: application.id, ...request }, (row) =>
    composeFor(application, row.purpose),
  );
}

/**
 * Verifies a sign-in or registration code. A right one signs the holder in to the account of that phone or
 * e-mail, made now if there is none (from the registration form when the code came from one).
 */
export async function verifyContactCode(
  services: CodeServices,
  application: Application,
  target: { requestId: string } | { destination: Destination },
  code: string,
) {
  const row = await verifyCode(
    services.db,
    { ...target, applicationId: application.id, purposes: ['login', 'register'] },
    code,
  );
  const verified = codeDestination(row);
  let form: RegistrationForm | undefined;
  const registrationId = storedJson<{ registration?: string }>(row.details).registration;
  if (row.purpose === 'register' && registrationId) {
    const registration = await pendingRegistration(services, application.id, registrationId);
    form = storedJson<{ form: RegistrationForm }>(registration.details).form;
    await useUp(services.db, registration.request_id);
  }
  const account = await accountForVerifiedContact(services, application.id, verified, form);
  // A new account's e-mail from the form is not proven by a phone code: it is verified by a link next.
  const email = storedJson<UserEmail[]>(account.user.emails).find((e) => !e.verified)?.email;
  return { ...account, emailToVerify: account.created ? email : undefined };
}

/** Signs in with a single-use sign-in token (one the platform handed out earlier). */
export async function signInWithToken(services: CodeServices, application: Application, token: string) {
  const row = await useLink(services.db, application.id, ['login-token'], token);
  const user = row?.user_id ? await findUserById(services.db, application.id, row.user_id) : undefined;
  if (!user?.active) throw unauthorized('The sign-in token is invalid or has expired');
  return user;
}

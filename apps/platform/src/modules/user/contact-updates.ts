import { storedJson } from '@vitrine/contract';
import type { UserEmail, UserPhoneNumber } from '../../db/schema';
import type { Application } from '../../http/context';
import { badRequest } from '../../http/errors';
import { codeMessage } from './code-messages';
import { changeContacts } from './contact-changes-sql';
import { checkContactFree } from './contact-lookups';
import { type Contact, withContact } from './contacts';
import {
  type CodeServices,
  type Destination,
  emailDestination,
  INVALID_CODE,
  type IssuedCode,
  issueCode,
  phoneDestination,
  verifyCode,
} from './one-time-codes';
import { type CodeRow, findCode, latestCodeTo } from './one-time-codes-sql';
import type { UserRow } from './users-sql';

/** A code to a new e-mail or mobile number: verifying it adds the contact to the account, verified. */
const CONTACT_UPDATE = 'contact-update';
/** A code to the account's own primary e-mail or mobile number: proves the shopper still holds it. */
export const PRIMARY_CHECK = 'primary-check';

const NO_PRIMARY = {
  email: 'Your account has no verified primary e-mail to send a code to',
  phone: 'Your account has no verified primary mobile number to send a code to',
};

export const destinationOf = (contact: Contact): Destination =>
  contact.kind === 'email'
    ? emailDestination(contact.email)
    : phoneDestination(String(contact.countryCode), contact.phone);

/** The contact of the account a verification link was sent to (`+{country code}{digits}` for a phone). */
export function contactOfLink(user: UserRow, row: CodeRow): Contact | undefined {
  if (row.channel === 'email') {
    const held = storedJson<UserEmail[]>(user.emails).some((e) => e.email === row.destination);
    return held ? { kind: 'email', email: row.destination } : undefined;
  }
  const phone = storedJson<UserPhoneNumber[]>(user.phone_numbers).find(
    (p) => `+${p.country_code}${p.phone}` === row.destination,
  );
  return phone && { kind: 'phone', phone: phone.phone, countryCode: phone.country_code };
}

/** The e-mail or mobile number a code was sent to. */
function contactOfCode(row: CodeRow): Contact {
  if (row.channel === 'email') return { kind: 'email', email: row.destination };
  const details = storedJson<{ phone?: string; country_code?: string }>(row.details);
  return { kind: 'phone', phone: details.phone ?? '', countryCode: Number(details.country_code) };
}

interface CodeFor {
  user: UserRow;
  /** The client's address, for the send limits. */
  address?: string;
}

/**
 * Adds a new contact to the signed-in shopper's account, unverified (it signs nobody in and cannot be primary
 * until its code comes back), and sends it a code. A contact another account has verified is refused without
 * saying whose, and gets no code.
 */
export async function sendContactUpdateCode(
  services: CodeServices,
  application: Application,
  request: CodeFor & { contact: Contact },
): Promise<{ issued: IssuedCode; user: UserRow }> {
  const { contact } = request;
  await checkContactFree(services, request.user, contact);
  const user = await changeContacts(services.db, request.user, (contacts) =>
    withContact(contacts, contact, false),
  );
  const issued = await issueCode(
    services,
    {
      applicationId: application.id,
      purpose: CONTACT_UPDATE,
      destination: destinationOf(contact),
      userId: user.id,
      address: request.address,
    },
    codeMessage(application.name, 'verify your new contact details'),
  );
  return { issued, user };
}

/** A code to the shopper's current primary e-mail or mobile number. */
export async function sendPrimaryCheckCode(
  services: CodeServices,
  application: Application,
  request: CodeFor & { kind: Contact['kind'] },
): Promise<IssuedCode> {
  const { user, kind } = request;
  const primary =
    kind === 'email'
      ? storedJson<UserEmail[]>(user.emails)
          .filter((e) => e.primary && e.verified)
          .map((e): Contact => ({ kind: 'email', email: e.email }))
      : storedJson<UserPhoneNumber[]>(user.phone_numbers)
          .filter((p) => p.primary && p.verified)
          .map((p): Contact => ({ kind: 'phone', phone: p.phone, countryCode: p.country_code }));
  if (primary.length === 0) throw badRequest(NO_PRIMARY[kind]);
  return issueCode(
    services,
    {
      applicationId: application.id,
      purpose: PRIMARY_CHECK,
      destination: destinationOf(primary[0]),
      userId: user.id,
      address: request.address,
    },
    codeMessage(application.name, 'confirm a change to your account'),
  );
}

/**
 * Checks a code the signed-in shopper asked for. A request of another account, or for another purpose, is
 * answered as a wrong code, without spending that request's guesses.
 */
export async function verifyOwnCode(
  services: CodeServices,
  application: Application,
  request: { user: UserRow; purposes: readonly string[]; requestId: string; otp: string },
): Promise<CodeRow> {
  const known = await findCode(services.db, application.id, request.requestId);
  if (!known || known.user_id !== request.user.id || !request.purposes.includes(known.purpose)) {
    throw badRequest(INVALID_CODE);
  }
  return verifyCode(
    services.db,
    { applicationId: application.id, purposes: request.purposes, requestId: request.requestId },
    request.otp,
  );
}

/**
 * Verifies a contact-update code: the contact becomes verified on the account (primary when it is the first
 * verified one of its kind), unless another account verified it meanwhile.
 */
export async function verifyContactUpdate(
  services: CodeServices,
  application: Application,
  request: { user: UserRow; requestId: string; otp: string },
): Promise<UserRow> {
  const row = await verifyOwnCode(services, application, { ...request, purposes: [CONTACT_UPDATE] });
  const contact = contactOfCode(row);
  return changeContacts(
    services.db,
    request.user,
    (contacts) => withContact(contacts, contact, true),
    contact,
  );
}

/**
 * verifyMobileOTP and verifyEmailOTP also answer the code updateProfile sent to a new contact (the official
 * edit-profile flow verifies it there). When the request (by id, or the newest code to the e-mail) is such a
 * code of the signed-in shopper, verifies it and answers the updated account; otherwise undefined, and the
 * sign-in flow goes on.
 */
export async function pendingContactUpdate(
  services: CodeServices,
  application: Application,
  request: { user: UserRow | undefined; otp: string } & (
    | { requestId: string }
    | { destination: Destination }
  ),
): Promise<UserRow | undefined> {
  if (!request.user) return undefined;
  const row =
    'requestId' in request
      ? await findCode(services.db, application.id, request.requestId)
      : await latestCodeTo(services.db, {
          applicationId: application.id,
          destination: request.destination.to,
          purposes: [CONTACT_UPDATE, 'login', 'register'],
        });
  if (row?.purpose !== CONTACT_UPDATE || row.user_id !== request.user.id) return undefined;
  return verifyContactUpdate(services, application, {
    user: request.user,
    requestId: row.request_id,
    otp: request.otp,
  });
}

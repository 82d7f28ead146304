import { storedJson } from '@vitrine/contract';
import type { PlatformConfig } from '../../config';
import type { UserEmail, UserPhoneNumber } from '../../db/schema';
import type { Application } from '../../http/context';
import { badRequest } from '../../http/errors';
import { storefrontLink, verifyLinkMessage } from './code-messages';
import { changeContacts } from './contact-changes-sql';
import { contactOfLink } from './contact-updates';
import { withContact } from './contacts';
import { findUserById } from './contacts-sql';
import {
  type CodeServices,
  createLinkCode,
  type Destination,
  reserveSend,
  sendLink,
  useLink,
} from './one-time-codes';
import type { UserRow } from './users-sql';

/** A verification link is good for a day: people read e-mail late. */
const VERIFY_TTL_MS = 24 * 60 * 60_000;
const PURPOSE = { email: 'verify-email', sms: 'verify-mobile' } as const;
const PAGE = { email: '/auth/verify-email', sms: '/auth/verify-mobile' } as const;
const INVALID_LINK = 'The verification link is invalid or has expired';

const holds = (user: UserRow, destination: Destination) =>
  destination.channel === 'email'
    ? storedJson<UserEmail[]>(user.emails).some((e) => e.email === destination.to)
    : storedJson<UserPhoneNumber[]>(user.phone_numbers).some(
        (p) => `+${p.country_code}${p.phone}` === destination.to,
      );

/** Sends the signed-in shopper a link that verifies one of their own e-mail addresses or phone numbers. */
export async function sendVerificationLink(
  services: CodeServices & { config: Pick<PlatformConfig, 'storefrontUrl'> },
  application: Application,
  request: { user: UserRow; destination: Destination; address?: string },
): Promise<void> {
  const { user, destination } = request;
  if (!holds(user, destination)) {
    throw badRequest(
      destination.channel === 'email'
        ? 'Add this e-mail address to your profile before verifying it'
        : 'Add this mobile number to your profile before verifying it',
    );
  }
  await reserveSend(services, application.id, request);
  const { code } = await createLinkCode(services.db, {
    applicationId: application.id,
    purpose: PURPOSE[destination.channel],
    destination,
    userId: user.id,
    ttlMs: VERIFY_TTL_MS,
  });
  const link = storefrontLink(
    services.config,
    application,
    `${PAGE[destination.channel]}?code=${encodeURIComponent(code)}`,
  );
  const what = destination.channel === 'email' ? 'e-mail address' : 'mobile number';
  sendLink(services, destination, application.id, verifyLinkMessage(application.name, what, link));
}

/** Uses a verification link's code: the contact it was sent to is marked verified on its account. */
export async function verifyByLink(
  services: CodeServices,
  application: Application,
  channel: Destination['channel'],
  code: string,
): Promise<void> {
  const row = await useLink(services.db, application.id, [PURPOSE[channel]], code);
  if (!row?.user_id) throw badRequest(INVALID_LINK);
  const user = await findUserById(services.db, application.id, row.user_id);
  const contact = user && contactOfLink(user, row);
  if (!user || !contact) throw badRequest(INVALID_LINK);
  // The same rule as a code: verified, primary when the first of its kind, and never one another account holds.
  await changeContacts(services.db, user, (contacts) => withContact(contacts, contact, true), contact);
}

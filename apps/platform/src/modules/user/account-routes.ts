import { api as contract, storedJson } from '@vitrine/contract';
import type { Context } from 'hono';
import type { UserAttributeValues, UserEmail, UserPhoneNumber } from '../../db/schema';
import type { AppEnv, Services } from '../../http/context';
import { badRequest } from '../../http/errors';
import { clientAddress } from '../../http/request';
import type { On } from '../../http/route';
import { changePassword, deleteAccount } from './account';
import { changeUserAttributes } from './attributes-sql';
import { changeContacts } from './contact-changes-sql';
import { PRIMARY_CHECK, verifyOwnCode } from './contact-updates';
import { emailContact, phoneContact, withoutContact, withPrimary } from './contacts';
import { clearSessionCookie, sessionToken } from './cookie';
import { activeSessions } from './sessions';
import { LookupsBlocked, userExists } from './user-exists';
import { userView } from './user-view';
import type { UserRow } from './users-sql';

const endpoints = contract.user;
const DELETE_NEEDS_CODE =
  'Enter the OTP sent to your primary mobile number or e-mail (sendOTPOnPrimary) to delete your account';

const hasVerifiedContact = (user: UserRow) =>
  [...storedJson<UserEmail[]>(user.emails), ...storedJson<UserPhoneNumber[]>(user.phone_numbers)].some(
    (contact) => contact.verified,
  );

type SignedIn = (c: Context<AppEnv>) => Promise<UserRow>;

const loginAnswer = (user: UserRow) => ({ user: userView(user), request_id: '', register_token: '' });

/** The signed-in shopper's own account: password, sessions, attributes, contacts they already have, deletion. */
export function registerAccount(on: On, services: Services, signedIn: SignedIn): void {
  const { db, config } = services;

  on(endpoints.hasPassword, async (_input, c) => ({ result: (await signedIn(c)).password_hash ? 1 : 0 }));

  on(endpoints.getListOfActiveSessions, async (_input, c) => ({
    sessions: await activeSessions(db, await signedIn(c)),
  }));

  on(endpoints.updatePassword, async ({ body }, c) => {
    const user = await signedIn(c);
    await changePassword(services, user, {
      oldPassword: body.old_password ?? '',
      newPassword: body.new_password,
      keepSession: sessionToken(c),
      address: clientAddress(c, config.trustProxy),
    });
    return { message: 'Password updated' };
  });

  on(endpoints.deleteUser, async ({ body }, c) => {
    const user = await signedIn(c);
    const deletion = { userId: body.user_id, reason: body.reason, reasonId: body.reason_id };
    await deleteAccount(services, user, deletion, async () => {
      // An account that can receive codes proves it is its shopper asking, with a code sent to it.
      if (!hasVerifiedContact(user)) return;
      if (!body.request_id || !body.otp) throw badRequest(DELETE_NEEDS_CODE);
      await verifyOwnCode(services, c.get('application'), {
        user,
        purposes: [PRIMARY_CHECK, 'login'],
        requestId: body.request_id,
        otp: body.otp,
      });
    });
    clearSessionCookie(c);
    return { success: true };
  });

  on(endpoints.getUserAttributes, async ({ query }, c) => {
    const attributes = storedJson<UserAttributeValues>((await signedIn(c)).attributes);
    if (query.slug === undefined) return { attributes };
    // Own names only: `in` would also find what every object inherits (__proto__, constructor).
    return {
      attributes: Object.hasOwn(attributes, query.slug) ? { [query.slug]: attributes[query.slug] } : {},
    };
  });

  on(endpoints.updateUserAttributes, async ({ body }, c) => ({
    attributes: await changeUserAttributes(db, await signedIn(c), body.attributes),
  }));

  on(endpoints.userExists, async ({ query }, c) => {
    const address = clientAddress(c, config.trustProxy);
    const exists = await userExists(services, {
      applicationId: c.get('application').id,
      q: query.q,
      address,
    }).catch((error: unknown) => {
      if (error instanceof LookupsBlocked) c.header('retry-after', String(Math.ceil(error.waitMs / 1000)));
      throw error;
    });
    return { user_exists: exists };
  });

  on(endpoints.deleteEmail, async ({ query }, c) => {
    const contact = emailContact(query.email);
    const user = await changeContacts(db, await signedIn(c), (contacts) => withoutContact(contacts, contact));
    return loginAnswer(user);
  });

  on(endpoints.deleteMobileNumber, async ({ query }, c) => {
    const contact = phoneContact(query.phone, query.country_code);
    const user = await changeContacts(db, await signedIn(c), (contacts) => withoutContact(contacts, contact));
    return loginAnswer(user);
  });

  on(endpoints.setEmailAsPrimary, async ({ body }, c) => {
    const contact = emailContact(body.email);
    const user = await changeContacts(db, await signedIn(c), (contacts) => withPrimary(contacts, contact));
    return loginAnswer(user);
  });

  on(endpoints.setMobileNumberAsPrimary, async ({ body }, c) => {
    const contact = phoneContact(body.phone, body.country_code);
    const user = await changeContacts(db, await signedIn(c), (contacts) => withPrimary(contacts, contact));
    return loginAnswer(user);
  });
}

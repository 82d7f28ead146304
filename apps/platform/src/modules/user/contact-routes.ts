import { api as contract } from '@vitrine/contract';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { badRequest } from '../../http/errors';
import { clientAddress } from '../../http/request';
import type { On } from '../../http/route';
import { changeContacts } from './contact-changes-sql';
import { checkContactFree } from './contact-lookups';
import {
  destinationOf,
  PRIMARY_CHECK,
  sendContactUpdateCode,
  sendPrimaryCheckCode,
  verifyContactUpdate,
  verifyOwnCode,
} from './contact-updates';
import { type Contact, emailContact, phoneContact, withContact } from './contacts';
import type { IssuedCode } from './one-time-codes';
import { userView } from './user-view';
import type { UserRow } from './users-sql';
import { sendVerificationLink } from './verification-links';

const endpoints = contract.user;

type SignedIn = (c: Context<AppEnv>) => Promise<UserRow>;

interface EntityBody {
  email?: string;
  mobile?: string;
  phone?: string;
  country_code: string;
  request_id?: string;
  otp?: string;
}

/** The contact a v2 call's `entity` names, from its body. */
function entityContact(entity: 'email' | 'mobile', body: EntityBody): Contact {
  if (entity === 'email') {
    if (!body.email) throw badRequest('email is required');
    return emailContact(body.email);
  }
  const phone = body.mobile ?? body.phone;
  if (!phone) throw badRequest('mobile is required');
  return phoneContact(phone, body.country_code);
}

function codeAnswer(contact: Contact, issued: IssuedCode) {
  return {
    success: true,
    request_id: issued.requestId,
    message: 'OTP sent',
    resend_timer: issued.resendTimer,
    resend_token: issued.resendToken,
    ...(contact.kind === 'email'
      ? { email: contact.email }
      : { mobile: contact.phone, country_code: String(contact.countryCode) }),
  };
}

function codeOf(body: EntityBody) {
  if (!body.request_id) throw badRequest('request_id is required');
  if (!body.otp) throw badRequest('otp is required');
  return { requestId: body.request_id, otp: body.otp };
}

/** Adding e-mails and mobile numbers, and the v2 calls that verify them and the primary ones by code. */
export function registerContactCalls(on: On, services: Services, signedIn: SignedIn): void {
  const { db, config } = services;
  const address = (c: Context<AppEnv>) => clientAddress(c, config.trustProxy);

  /** Adds the contact unverified and sends it a verification link; true when a link went out. */
  const addWithLink = async (c: Context<AppEnv>, contact: Contact) => {
    const user = await signedIn(c);
    await checkContactFree(services, user, contact);
    const updated = await changeContacts(db, user, (contacts) => withContact(contacts, contact, false));
    const entry =
      contact.kind === 'email'
        ? userView(updated).emails?.find((e) => e.email === contact.email)
        : userView(updated).phone_numbers?.find(
            (p) => p.phone === contact.phone && p.country_code === contact.countryCode,
          );
    if (entry?.verified) return { user: userView(updated), sent: false };
    await sendVerificationLink(services, c.get('application'), {
      user: updated,
      destination: destinationOf(contact),
      address: address(c),
    });
    return { user: userView(updated), sent: true };
  };

  on(endpoints.addEmail, async ({ body }, c) => {
    const { user, sent } = await addWithLink(c, emailContact(body.email));
    return { user, verify_email_link: sent };
  });

  on(endpoints.addMobileNumber, async ({ body }, c) => {
    const { user, sent } = await addWithLink(c, phoneContact(body.phone, body.country_code));
    return { user, verify_mobile_link: sent };
  });

  on(endpoints.sendOTPForUpdate, async ({ params, body }, c) => {
    const user = await signedIn(c);
    const contact = entityContact(params.entity, body);
    const { issued } = await sendContactUpdateCode(services, c.get('application'), {
      user,
      contact,
      address: address(c),
    });
    return codeAnswer(contact, issued);
  });

  on(endpoints.verifyOTPForUpdate, async ({ body }, c) => {
    const user = await signedIn(c);
    const updated = await verifyContactUpdate(services, c.get('application'), { user, ...codeOf(body) });
    return { user: userView(updated), user_exists: true, register_token: '' };
  });

  on(endpoints.sendOTPOnPrimary, async ({ params }, c) => {
    const user = await signedIn(c);
    const kind = params.entity === 'email' ? 'email' : 'phone';
    const issued = await sendPrimaryCheckCode(services, c.get('application'), {
      user,
      kind,
      address: address(c),
    });
    return {
      success: true,
      request_id: issued.requestId,
      message: 'OTP sent',
      resend_timer: issued.resendTimer,
      resend_token: issued.resendToken,
    };
  });

  on(endpoints.verifyOTPonPrimary, async ({ body }, c) => {
    const user = await signedIn(c);
    await verifyOwnCode(services, c.get('application'), { user, purposes: [PRIMARY_CHECK], ...codeOf(body) });
    return { user: userView(user), success: true, verified: true, message: 'Verified' };
  });
}

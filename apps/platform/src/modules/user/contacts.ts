import type { UserEmail, UserPhoneNumber } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';

/** An account's e-mails and mobile numbers, as stored. */
export interface Contacts {
  emails: UserEmail[];
  phones: UserPhoneNumber[];
}

/** One e-mail or mobile number, in the one spelling the store keeps. */
export type Contact =
  | { kind: 'email'; email: string }
  | { kind: 'phone'; phone: string; countryCode: number };

export const EMAIL_NOT_FOUND = 'This e-mail is not on your account';
export const PHONE_NOT_FOUND = 'This mobile number is not on your account';
export const CONTACT_TAKEN = 'This is already used by another account';
const PRIMARY_KEPT = 'The primary one cannot be deleted; make another one primary first';
const LAST_SIGN_IN_KEPT = 'This is the last verified e-mail or mobile number you can sign in with';
const PRIMARY_NEEDS_VERIFIED = 'Verify it first: only a verified one can be primary';
const EMAIL_REFUSED = 'email must be an e-mail address';
const PHONE_REFUSED = 'phone must be a mobile number of 6 to 15 digits';
const COUNTRY_CODE_REFUSED = 'country_code must be a number of 1 to 4 digits';

/** What the shop's pages check an e-mail against (the spec's standard pattern). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DEFAULT_COUNTRY_CODE = 91;

export function emailContact(input: string | undefined): Contact {
  const email = (input ?? '').trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) throw badRequest(EMAIL_REFUSED);
  return { kind: 'email', email };
}

/** A mobile number as digits, and its country code (India when none is given); '+91' and '91' are alike. */
export function phoneContact(phone: string | undefined, countryCode: string | number | undefined): Contact {
  const digits = (phone ?? '').replace(/[\s().-]/g, '');
  if (!/^\d{6,15}$/.test(digits)) throw badRequest(PHONE_REFUSED);
  const code = String(countryCode ?? '').replace(/^\+/, '');
  if (code !== '' && !/^\d{1,4}$/.test(code)) throw badRequest(COUNTRY_CODE_REFUSED);
  return { kind: 'phone', phone: digits, countryCode: code === '' ? DEFAULT_COUNTRY_CODE : Number(code) };
}

const isEmail = (contact: Contact, entry: UserEmail) =>
  contact.kind === 'email' && entry.email === contact.email;
const isPhone = (contact: Contact, entry: UserPhoneNumber) =>
  contact.kind === 'phone' && entry.phone === contact.phone && entry.country_code === contact.countryCode;

function find(contacts: Contacts, contact: Contact): UserEmail | UserPhoneNumber {
  const entry =
    contact.kind === 'email'
      ? contacts.emails.find((e) => isEmail(contact, e))
      : contacts.phones.find((p) => isPhone(contact, p));
  if (!entry) throw notFound(contact.kind === 'email' ? EMAIL_NOT_FOUND : PHONE_NOT_FOUND);
  return entry;
}

/**
 * The contacts without this one. The primary one stays (another must be made primary first), and so does the
 * last verified contact: without it the shopper could not sign in by code or reset the password.
 */
export function withoutContact(contacts: Contacts, contact: Contact): Contacts {
  const entry = find(contacts, contact);
  if (entry.primary) throw badRequest(PRIMARY_KEPT);
  const rest: Contacts = {
    emails: contacts.emails.filter((e) => !isEmail(contact, e)),
    phones: contacts.phones.filter((p) => !isPhone(contact, p)),
  };
  const canSignIn = [...rest.emails, ...rest.phones].some((c) => c.verified && c.active);
  if (entry.verified && !canSignIn) throw badRequest(LAST_SIGN_IN_KEPT);
  return rest;
}

/** The contacts with this one primary among its kind; only a verified one may be. */
export function withPrimary(contacts: Contacts, contact: Contact): Contacts {
  const entry = find(contacts, contact);
  if (!entry.verified) throw badRequest(PRIMARY_NEEDS_VERIFIED);
  if (contact.kind === 'email') {
    return { ...contacts, emails: contacts.emails.map((e) => ({ ...e, primary: isEmail(contact, e) })) };
  }
  return { ...contacts, phones: contacts.phones.map((p) => ({ ...p, primary: isPhone(contact, p) })) };
}
/**
 * The contacts with this one added, unverified (a code makes it usable), or marked verified when `verified`.
 * The first of its kind becomes primary once verified, so an account that had no mobile number gets one.
 */
export function withContact(contacts: Contacts, contact: Contact, verified: boolean): Contacts {
  if (contact.kind === 'email') {
    const others = contacts.emails.filter((e) => !isEmail(contact, e));
    const before = contacts.emails.find((e) => isEmail(contact, e));
    const isVerified = verified || Boolean(before?.verified);
    const primary = before?.primary || (isVerified && !others.some((e) => e.primary && e.verified));
    const entry: UserEmail = { email: contact.email, active: true, primary, verified: isVerified };
    const emails = primary ? others.map((e) => ({ ...e, primary: false })) : others;
    return { ...contacts, emails: [...emails, entry] };
  }
  const others = contacts.phones.filter((p) => !isPhone(contact, p));
  const before = contacts.phones.find((p) => isPhone(contact, p));
  const isVerified = verified || Boolean(before?.verified);
  const primary = before?.primary || (isVerified && !others.some((p) => p.primary && p.verified));
  const entry: UserPhoneNumber = {
    phone: contact.phone,
    country_code: contact.countryCode,
    active: true,
    primary,
    verified: isVerified,
  };
  const phones = primary ? others.map((p) => ({ ...p, primary: false })) : others;
  return { ...contacts, phones: [...phones, entry] };
}

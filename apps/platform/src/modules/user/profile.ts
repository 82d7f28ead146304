import { storedJson } from '@vitrine/contract';
import type { UserEmail, UserPhoneNumber } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { type Contact, emailContact, phoneContact } from './contacts';
import { checkDateOfBirth, checkGender, checkPictureUrl } from './profile-fields';
import type { ProfileChanges, UserRow } from './users-sql';

const ONE_AT_A_TIME = 'Change the e-mail and the mobile number one at a time: each needs its own code';

export interface ProfileForm extends ProfileChanges {
  email?: string;
  mobile?: { phone?: string; country_code?: string };
}

/**
 * The e-mail or mobile number the form brings that the account does not have yet: it is added only through a
 * one-time code. Edit-profile forms send the whole form back, so one the account already has is no change.
 */
export function newContact(user: UserRow, form: ProfileForm): Contact | undefined {
  const email = form.email?.trim() ? emailContact(form.email) : undefined;
  const newEmail =
    email &&
    !storedJson<UserEmail[]>(user.emails).some((e) => email.kind === 'email' && e.email === email.email);
  const phone = form.mobile?.phone?.trim()
    ? phoneContact(form.mobile.phone, form.mobile.country_code)
    : undefined;
  const newPhone =
    phone &&
    !storedJson<UserPhoneNumber[]>(user.phone_numbers).some(
      (p) => phone.kind === 'phone' && p.phone === phone.phone && p.country_code === phone.countryCode,
    );
  if (newEmail && newPhone) throw badRequest(ONE_AT_A_TIME);
  return newEmail ? email : newPhone ? phone : undefined;
}

/**
 * The other profile fields to store. Gender, date of birth and picture must be ones the shop can show: anything
 * else is refused with what to send instead.
 */
export function profileChanges(form: ProfileForm): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const field of ['first_name', 'last_name'] as const) {
    if (form[field] !== undefined) changes[field] = form[field];
  }
  if (form.gender !== undefined) changes.gender = checkGender(form.gender);
  if (form.dob !== undefined) changes.dob = checkDateOfBirth(form.dob);
  if (form.profile_pic_url !== undefined) changes.profile_pic_url = checkPictureUrl(form.profile_pic_url);
  return changes;
}

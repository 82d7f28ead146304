import { storedJson } from '@vitrine/contract';
import type { UserEmail, UserPhoneNumber } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { checkDateOfBirth, checkGender, checkPictureUrl } from './profile-fields';
import type { ProfileChanges, UserRow } from './users-sql';

const CONTACT_CHANGE_REFUSED =
  'Changing the e-mail or mobile number needs a one-time code; use the verification flow';

export interface ProfileForm extends ProfileChanges {
  email?: string;
  mobile?: { phone?: string; country_code?: string };
}

/**
 * The profile fields to store. Edit-profile forms send the whole form back, so an e-mail or mobile number the
 * account already has is no change; a new one must be verified by code first and is refused here. Gender, date
 * of birth and picture must be ones the shop can show: anything else is refused with what to send instead.
 */
export function profileChanges(user: UserRow, form: ProfileForm): ProfileChanges {
  const email = form.email?.trim().toLowerCase();
  if (email && !storedJson<UserEmail[]>(user.emails).some((e) => e.email === email)) {
    throw badRequest(CONTACT_CHANGE_REFUSED);
  }
  const phone = form.mobile?.phone?.replace(/\D/g, '');
  if (phone && !storedJson<UserPhoneNumber[]>(user.phone_numbers).some((p) => p.phone === phone)) {
    throw badRequest(CONTACT_CHANGE_REFUSED);
  }
  const changes: ProfileChanges = {};
  for (const field of ['first_name', 'last_name'] as const) {
    if (form[field] !== undefined) changes[field] = form[field];
  }
  if (form.gender !== undefined) changes.gender = checkGender(form.gender);
  if (form.dob !== undefined) changes.dob = checkDateOfBirth(form.dob);
  if (form.profile_pic_url !== undefined) changes.profile_pic_url = checkPictureUrl(form.profile_pic_url);
  return changes;
}

import type { Application } from '../../http/context';
import { checkContactFree } from './contact-lookups';
import { sendContactUpdateCode } from './contact-updates';
import type { CodeServices } from './one-time-codes';
import { newContact, type ProfileForm, profileChanges } from './profile';
import { userView } from './user-view';
import { type UserRow, updateUserProfile } from './users-sql';

/**
 * Saves the edit-profile form. Every field is checked before anything is stored; a new e-mail or mobile number
 * is added unverified and sent a code, and the answer says which code to ask the shopper for (request_id).
 */
export async function updateProfile(
  services: CodeServices,
  application: Application,
  request: { user: UserRow; form: ProfileForm; address?: string },
) {
  const { user, form } = request;
  const changes = profileChanges(form);
  const contact = newContact(user, form);
  if (contact) await checkContactFree(services, user, contact);
  const updated =
    Object.keys(changes).length > 0 ? await updateUserProfile(services.db, user, changes) : user;
  if (!contact)
    return { user: userView(updated), success: true, message: 'Profile updated', register_token: '' };
  const { issued, user: withNew } = await sendContactUpdateCode(services, application, {
    user: updated,
    contact,
    address: request.address,
  });
  const sentTo =
    contact.kind === 'email'
      ? { verify_email_otp: true, email: contact.email }
      : { verify_mobile_otp: true, mobile: contact.phone, country_code: String(contact.countryCode) };
  return {
    user: userView(withNew),
    success: true,
    message: 'OTP sent',
    request_id: issued.requestId,
    resend_timer: issued.resendTimer,
    resend_token: issued.resendToken,
    register_token: '',
    ...sentTo,
  };
}

import type { Application } from '../../http/context';
import { badRequest, forbidden } from '../../http/errors';
import type { RegistrationForm } from './code-accounts';
import { codeMessage } from './code-messages';
import {
  type CodeServices,
  checkLink,
  createLinkCode,
  emailDestination,
  issueCode,
  phoneDestination,
} from './one-time-codes';
import { findCode } from './one-time-codes-sql';
import { checkNewPassword } from './password-rules';
import { hashPassword } from './passwords';
import { loadPlatformConfig } from './platform-config';

/** A registration waits this long for its code. */
const REGISTRATION_TTL_MS = 30 * 60_000;
const REGISTRATION = 'registration';

export interface RegisterInput {
  first_name: string;
  last_name?: string;
  gender?: string;
  email?: string;
  password: string;
  phone?: { mobile: string; country_code: string };
}

/**
 * Starts a registration: the form is kept (the password only as a hash) under a register token, and a code goes
 * to the mobile number (or, without one, to the e-mail address). The answer is the same whether the number or
 * address already has an account: its holder proves it with the code either way, and is then signed in to the
 * account that is theirs.
 */
export async function startRegistration(
  services: CodeServices,
  application: Application,
  input: RegisterInput & { address?: string },
) {
  const settings = await loadPlatformConfig(services.db, application.id);
  if (settings.register === false) throw forbidden('Registration is not open on this shop');
  const required = settings.register_required_fields ?? {};
  if (required.email?.is_required && required.email.level === 'hard' && !input.email) {
    throw badRequest('email is required');
  }
  if (required.mobile?.is_required && required.mobile.level === 'hard' && !input.phone) {
    throw badRequest('mobile is required');
  }
  checkNewPassword(input.password);
  const form: RegistrationForm = {
    first_name: input.first_name,
    last_name: input.last_name,
    gender: input.gender,
    email: input.email,
    phone: input.phone,
    password_hash: await hashPassword(input.password),
  };
  const destination = input.phone
    ? phoneDestination(input.phone.country_code, input.phone.mobile)
    : emailDestination(input.email ?? '');
  const registration = await createLinkCode(services.db, {
    applicationId: application.id,
    purpose: REGISTRATION,
    destination,
    details: { form },
    ttlMs: REGISTRATION_TTL_MS,
  });
  const sent = await issueCode(
    services,
    {
      applicationId: application.id,
      purpose: 'register',
      destination,
      details: { registration: registration.requestId },
      address: input.address,
    },
    codeMessage(application.name, 'create your account'),
  );
  return { ...sent, registerToken: registration.code, byMobile: Boolean(input.phone) };
}

/** A new code for a pending registration's mobile or e-mail (send with its register token). */
export async function registrationCode(
  services: CodeServices,
  application: Application,
  request: { registerToken: string; destination: ReturnType<typeof phoneDestination>; address?: string },
) {
  const registration = await checkLink(services.db, application.id, [REGISTRATION], request.registerToken);
  if (!registration) throw badRequest('The registration has expired. Please register again');
  return issueCode(
    services,
    {
      applicationId: application.id,
      purpose: 'register',
      destination: request.destination,
      details: { registration: registration.request_id },
      address: request.address,
    },
    codeMessage(application.name, 'create your account'),
  );
}

/** The form of the registration a verified 'register' code belongs to; a finished or expired one is refused. */
export async function pendingRegistration(
  services: CodeServices,
  applicationId: string,
  registrationId: string,
) {
  const row = await findCode(services.db, applicationId, registrationId);
  if (
    !row ||
    row.purpose !== REGISTRATION ||
    row.used_at ||
    new Date(row.expires_at).getTime() <= Date.now()
  ) {
    throw badRequest('The registration has expired. Please register again');
  }
  return row;
}

import { z } from 'zod';
import { queryText } from './common';

export const text = z.string().optional();
export const flag = z.boolean().optional();

export const UserEmail = z.looseObject({ email: text, active: flag, primary: flag, verified: flag });
export const UserPhoneNumber = z.looseObject({
  phone: text,
  country_code: z.number().optional(),
  active: flag,
  primary: flag,
  verified: flag,
});

/** The genders a profile may hold (the platform's list); an empty gender is 'prefer not to say'. */
export const GENDERS = ['male', 'female', 'unisex'] as const;
export type Gender = (typeof GENDERS)[number];

/** A shopper's account as the platform serves it (UserSchema). */
export const User = z.looseObject({
  _id: text,
  user_id: text,
  application_id: text,
  first_name: text,
  last_name: text,
  gender: text,
  dob: text,
  username: text,
  account_type: text,
  active: flag,
  profile_pic_url: text,
  meta: z.record(z.string(), z.unknown()).optional(),
  external_id: text,
  rr_id: text,
  created_at: text,
  updated_at: text,
  phone_numbers: z.array(UserPhoneNumber).optional(),
  emails: z.array(UserEmail).optional(),
});
export type User = z.output<typeof User>;

const RequiredField = z.looseObject({ is_required: flag, level: text });
/** Which contact details an account must have, and whether the shop insists ('hard') or only asks ('soft'). */
export const RequiredFields = z.looseObject({
  email: RequiredField.optional(),
  mobile: RequiredField.optional(),
});
export type RequiredFields = z.output<typeof RequiredFields>;

/** The shop's sign-in configuration (PlatformSchema). */
export const UserPlatformConfig = z.looseObject({
  _id: text,
  name: text,
  display: text,
  active: flag,
  register: flag,
  forgot_password: flag,
  skip_login: flag,
  skip_captcha: flag,
  login: z.looseObject({ password: flag, otp: flag }).optional(),
  social: z.looseObject({ facebook: flag, google: flag, apple: flag, account_kit: flag }).optional(),
  required_fields: RequiredFields.optional(),
  register_required_fields: RequiredFields.optional(),
  flash_card: z.looseObject({ text, text_color: text, background_color: text }).optional(),
  subtext: text,
  mobile_image: text,
  desktop_image: text,
  delete_account_day: z.number().optional(),
  created_at: text,
  updated_at: text,
});
export type UserPlatformConfig = z.output<typeof UserPlatformConfig>;

// ——— what the calls answer (loose: both official SDKs accept these with their strict checks) ———

/** LoginSuccess: a signed-in account, or the ids a next step needs. */
export const LoginSuccess = z.looseObject({ user: User.optional(), request_id: text, register_token: text });

/**
 * A one-time code was sent (OtpSuccess, SendOtpResponse, RegisterFormSuccess, EmailOtpSuccess share these
 * fields): `request_id` names it for the verify call, `resend_timer` is the seconds before another may be asked
 * for with `resend_token`.
 */
export const CodeSent = z.looseObject({
  success: flag,
  request_id: text,
  message: text,
  mobile: text,
  country_code: text,
  email: text,
  resend_timer: z.number().optional(),
  resend_token: text,
  resend_email_token: text,
  register_token: text,
  verify_email_otp: flag,
  verify_mobile_otp: flag,
  user_exists: flag,
});

/**
 * VerifyOtpSuccess: the code was right and `user` is signed in (`user_exists` false for a new account). When a new
 * account's e-mail still needs verifying, a link went to it: `verify_email_link` and `email` say so.
 */
export const CodeVerified = z.looseObject({
  user: User.optional(),
  user_exists: flag,
  register_token: text,
  verify_email_link: flag,
  email: text,
});

/** VerifyForgotOtpSuccess: `forgot_token` lets resetForgotPassword set a new password (as its `code`). */
export const ForgotCodeVerified = z.looseObject({ success: flag, forgot_token: text });

export const Success = z.looseObject({ success: flag });
/** ResetPasswordSuccess. */
export const ResetStatus = z.looseObject({ status: text });
/** VerifyEmailSuccess (also what updatePassword, verifyEmail and verifyMobile answer). */
export const Message = z.looseObject({ message: text });

// ——— what shoppers send: checked at the edge with messages that say what to send instead ———

/** A phone number as typed (`mobile` or `phone` on the wire): digits, maybe spaced; stored as digits only. */
export const phoneField = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, `${name} is required`)
        .regex(/^\d{6,15}$/, `${name} must be 6 to 15 digits`),
    );

/** A calling code such as '91' or '+91' (or the number 91); stored as digits, India's when not given. */
export const countryCode = z
  .union([z.string(), z.number()], { error: 'country_code must be a calling code such as 91' })
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\+?\d{1,4}$/, 'country_code must be a calling code such as 91'))
  .transform((value) => value.replace(/^\+/, ''))
  .optional()
  .default('91');

/** An e-mail address, compared and stored in lower case. */
export const emailAddress = z
  .string({ error: 'email is required' })
  .trim()
  .min(1, 'email is required')
  .max(254, 'email is too long')
  .pipe(z.email('email must be a valid e-mail address'))
  .transform((value) => value.toLowerCase());

export const oneTimeCode = z
  .string({ error: 'otp is required' })
  .trim()
  .regex(/^\d{4,8}$/, 'otp must be the 4 to 8 digits that were sent');

/** An opaque token handed out earlier (request_id, register_token, resend token, reset code). */
export const tokenField = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(200, `${name} is too long`);

/** A password as typed: never trimmed (spaces are part of it); the strength rules are checked by the platform. */
export const passwordField = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(200, `${name} is too long`);

export const optionalText = (name: string, max: number) =>
  z.string().trim().max(max, `${name} must be at most ${max} characters`).optional();

/** `action` on the send calls: a first send, or a resend with the `token` the first answer gave. */
export const sendAction = z
  .enum(['send', 'resend'], { error: "action must be 'send' or 'resend'" })
  .optional();

/** `platform` (the application id) that the SDK may send with a call. */
export const platformQuery = z.strictObject({ platform: queryText(100, 'platform').optional() });

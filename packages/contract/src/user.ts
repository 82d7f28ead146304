import { z } from 'zod';
import { noParams, noQuery, queryText } from './common';
import { endpoint } from './endpoint';

const AUTH = '/service/application/user/authentication/v1.0';
const PROFILE = '/service/application/user/profile/v1.0';
const PLATFORM = '/service/application/user/platform/v1.0';
const text = z.string().optional();
const flag = z.boolean().optional();

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

const nonEmpty = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} is too long`);
const optionalText = (name: string, max: number) =>
  z.string().trim().max(max, `${name} must be at most ${max} characters`).optional();

const LoginSuccess = z.looseObject({ user: User.optional(), request_id: text, register_token: text });

export const user = {
  loginWithEmailAndPassword: endpoint({
    method: 'POST',
    path: `${AUTH}/login/password`,
    params: noParams,
    query: noQuery,
    body: z.object({
      username: nonEmpty('username', 254),
      // Never trimmed: spaces are part of a password.
      password: z
        .string({ error: 'password is required' })
        .min(1, 'password is required')
        .max(200, 'password is too long'),
    }),
    response: LoginSuccess,
  }),
  getLoggedInUser: endpoint({
    method: 'GET',
    path: `${AUTH}/session`,
    params: noParams,
    query: noQuery,
    body: undefined,
    response: z.looseObject({ user: User.optional() }),
  }),
  logout: endpoint({
    method: 'GET',
    path: `${AUTH}/logout`,
    params: noParams,
    query: noQuery,
    body: undefined,
    response: z.looseObject({ logout: flag }),
  }),
  getPlatformConfig: endpoint({
    method: 'GET',
    path: `${PLATFORM}/config`,
    params: noParams,
    query: z.strictObject({ name: queryText(100, 'name').optional() }),
    body: undefined,
    response: UserPlatformConfig,
  }),
  updateProfile: endpoint({
    method: 'POST',
    path: `${PROFILE}/detail`,
    params: noParams,
    query: z.strictObject({ platform: queryText(100, 'platform').optional() }),
    body: z.object({
      first_name: optionalText('first_name', 100),
      last_name: optionalText('last_name', 100),
      gender: optionalText('gender', 20),
      dob: optionalText('dob', 30),
      profile_pic_url: optionalText('profile_pic_url', 2000),
      // Contact changes go through one-time-code verification; the platform refuses them here with a message.
      email: z.string().optional(),
      mobile: z.looseObject({ phone: text, country_code: text }).optional(),
      country_code: text,
      encrypt_otp: flag,
      android_hash: text,
      sender: text,
      register_token: text,
    }),
    response: z.looseObject({ user: User.optional(), success: flag, message: text }),
  }),
} as const;

import { z } from 'zod';
import { noParams, noQuery, queryBool, queryText } from './common';
import { endpoint } from './endpoint';
import {
  CodeSent,
  CodeVerified,
  countryCode,
  emailAddress,
  flag,
  LoginSuccess,
  optionalText,
  phoneField,
  platformQuery,
  text,
  User,
} from './user-models';

const PROFILE = '/service/application/user/profile/v1.0';
const PROFILE_V2 = '/service/application/user/profile/v2.0';

const contactFlags = {
  platform: queryText(100, 'platform').optional(),
  active: queryBool('active').optional(),
  primary: queryBool('primary').optional(),
  verified: queryBool('verified').optional(),
};

/** Which contact detail a v2 profile call is about. */
const entityParams = z.object({
  entity: z.enum(['mobile', 'email'], { error: "entity must be 'mobile' or 'email'" }),
});

/** The v2 calls take the contact detail the `entity` names, and the code sent to it when verifying. */
const entityBody = z.object({
  email: emailAddress.optional(),
  mobile: phoneField('mobile').optional(),
  phone: phoneField('phone').optional(),
  country_code: countryCode,
  request_id: optionalText('request_id', 200),
  otp: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'otp must be the 4 to 8 digits that were sent')
    .optional(),
  action: optionalText('action', 20),
  token: optionalText('token', 200),
  register_token: optionalText('register_token', 200),
  android_hash: optionalText('android_hash', 100),
  encrypt_otp: flag,
});

const mobileEntry = z.object({
  phone: phoneField('phone'),
  country_code: countryCode,
  verified: flag,
  active: flag,
  primary: flag,
});

/** The signed-in shopper's own profile: contact details, primary ones, attributes. */
export const userProfile = {
  updateProfile: endpoint({
    method: 'POST',
    path: `${PROFILE}/detail`,
    params: noParams,
    query: platformQuery,
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
  addEmail: endpoint({
    method: 'PUT',
    path: `${PROFILE}/email`,
    params: noParams,
    query: platformQuery,
    body: z.object({ email: emailAddress }),
    response: z.looseObject({ user: User.optional(), verify_email_link: flag }),
  }),
  addMobileNumber: endpoint({
    method: 'PUT',
    path: `${PROFILE}/mobile`,
    params: noParams,
    query: platformQuery,
    body: z.object({ phone: phoneField('phone'), country_code: countryCode }),
    response: z.looseObject({ user: User.optional(), verify_mobile_link: flag }),
  }),
  deleteEmail: endpoint({
    method: 'DELETE',
    path: `${PROFILE}/email`,
    params: noParams,
    query: z.strictObject({ ...contactFlags, email: queryText(254, 'email') }),
    body: undefined,
    response: LoginSuccess,
  }),
  deleteMobileNumber: endpoint({
    method: 'DELETE',
    path: `${PROFILE}/mobile`,
    params: noParams,
    query: z.strictObject({
      ...contactFlags,
      country_code: queryText(5, 'country_code').optional(),
      phone: queryText(20, 'phone'),
    }),
    body: undefined,
    response: LoginSuccess,
  }),
  setEmailAsPrimary: endpoint({
    method: 'POST',
    path: `${PROFILE}/email/primary`,
    params: noParams,
    query: noQuery,
    body: z.object({ email: emailAddress }),
    response: LoginSuccess,
  }),
  setMobileNumberAsPrimary: endpoint({
    method: 'POST',
    path: `${PROFILE}/mobile/primary`,
    params: noParams,
    query: noQuery,
    body: mobileEntry,
    response: LoginSuccess,
  }),
  sendOTPOnPrimary: endpoint({
    method: 'POST',
    path: `${PROFILE_V2}/{entity}/primary/otp/send`,
    params: entityParams,
    query: noQuery,
    body: entityBody,
    response: CodeSent,
  }),
  verifyOTPonPrimary: endpoint({
    method: 'POST',
    path: `${PROFILE_V2}/{entity}/primary/otp/verify`,
    params: entityParams,
    query: noQuery,
    body: entityBody,
    response: z.looseObject({ user: User.optional(), success: flag, verified: flag, message: text }),
  }),
  sendOTPForUpdate: endpoint({
    method: 'POST',
    path: `${PROFILE_V2}/{entity}/otp/send`,
    params: entityParams,
    query: noQuery,
    body: entityBody,
    response: CodeSent,
  }),
  verifyOTPForUpdate: endpoint({
    method: 'POST',
    path: `${PROFILE_V2}/{entity}/otp/verify`,
    params: entityParams,
    query: noQuery,
    body: entityBody,
    response: CodeVerified,
  }),
  getUserAttributes: endpoint({
    method: 'GET',
    path: `${PROFILE}/user-attributes`,
    params: noParams,
    query: z.strictObject({ slug: queryText(100, 'slug').optional() }),
    body: undefined,
    response: z.looseObject({ attributes: z.record(z.string(), z.unknown()).optional() }),
  }),
  updateUserAttributes: endpoint({
    method: 'PATCH',
    path: `${PROFILE}/user-attributes`,
    params: noParams,
    query: noQuery,
    body: z.object({
      attributes: z.record(
        z.string().max(100, 'attribute names must be at most 100 characters'),
        z.unknown(),
        {
          error: 'attributes must be an object',
        },
      ),
    }),
    response: z.looseObject({ attributes: z.record(z.string(), z.unknown()).optional() }),
  }),
} as const;

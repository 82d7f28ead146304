import { z } from 'zod';
import { noParams, noQuery } from './common';
import { endpoint } from './endpoint';
import {
  CodeSent,
  CodeVerified,
  countryCode,
  emailAddress,
  flag,
  LoginSuccess,
  oneTimeCode,
  optionalText,
  passwordField,
  phoneField,
  platformQuery,
  sendAction,
  tokenField,
} from './user-models';

const AUTH = '/service/application/user/authentication/v1.0';

/** Registration, sign-in by one-time code or token, and the codes that verify a mobile number or e-mail. */
export const userCodes = {
  registerWithForm: endpoint({
    method: 'POST',
    path: `${AUTH}/register/form`,
    params: noParams,
    query: platformQuery,
    body: z
      .object({
        first_name: z
          .string({ error: 'first_name is required' })
          .trim()
          .min(1, 'first_name is required')
          .max(100, 'first_name must be at most 100 characters'),
        last_name: optionalText('last_name', 100),
        gender: optionalText('gender', 20),
        email: emailAddress.optional(),
        password: passwordField('password'),
        phone: z.object({ mobile: phoneField('mobile'), country_code: countryCode }).optional(),
        register_token: optionalText('register_token', 200),
      })
      .refine((form) => form.email !== undefined || form.phone !== undefined, {
        message: 'email or phone is required',
      }),
    response: CodeSent,
  }),
  sendOTPOnMobile: endpoint({
    method: 'POST',
    path: `${AUTH}/otp/mobile/send`,
    params: noParams,
    query: platformQuery,
    body: z.object({
      mobile: phoneField('mobile'),
      country_code: countryCode,
      action: sendAction,
      token: optionalText('token', 200),
      android_hash: optionalText('android_hash', 100),
      force: optionalText('force', 20),
      encrypt_otp: flag,
    }),
    response: CodeSent,
  }),
  sendOTPOnEmail: endpoint({
    method: 'POST',
    path: `${AUTH}/otp/email/send`,
    params: noParams,
    query: platformQuery,
    body: z.object({
      email: emailAddress,
      action: sendAction,
      token: optionalText('token', 200),
      register_token: optionalText('register_token', 200),
    }),
    response: CodeSent,
  }),
  verifyMobileOTP: endpoint({
    method: 'POST',
    path: `${AUTH}/otp/mobile/verify`,
    params: noParams,
    query: platformQuery,
    body: z.object({
      request_id: tokenField('request_id'),
      otp: oneTimeCode,
      register_token: optionalText('register_token', 200),
    }),
    response: CodeVerified,
  }),
  verifyEmailOTP: endpoint({
    method: 'POST',
    path: `${AUTH}/otp/email/verify`,
    params: noParams,
    query: platformQuery,
    body: z.object({
      email: emailAddress,
      otp: oneTimeCode,
      action: optionalText('action', 20),
      register_token: optionalText('register_token', 200),
    }),
    response: CodeVerified,
  }),
  loginWithOTP: endpoint({
    method: 'POST',
    path: `${AUTH}/login/otp`,
    params: noParams,
    query: platformQuery,
    body: z.object({
      mobile: phoneField('mobile'),
      country_code: countryCode,
      encrypt_otp: flag,
      android_hash: optionalText('android_hash', 100),
    }),
    response: CodeSent,
  }),
  loginWithToken: endpoint({
    method: 'POST',
    path: `${AUTH}/login/token`,
    params: noParams,
    query: noQuery,
    body: z.object({ token: tokenField('token') }),
    response: LoginSuccess,
  }),
} as const;

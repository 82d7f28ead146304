import { z } from 'zod';
import { noParams, noQuery } from './common';
import { endpoint } from './endpoint';
import {
  CodeSent,
  countryCode,
  emailAddress,
  ForgotCodeVerified,
  LoginSuccess,
  Message,
  oneTimeCode,
  optionalText,
  passwordField,
  phoneField,
  platformQuery,
  ResetStatus,
  Success,
  sendAction,
  tokenField,
} from './user-models';

const AUTH = '/service/application/user/authentication/v1.0';

/** Forgotten passwords (by one-time code or by a reset link), and changing a known one. */
export const userPasswords = {
  sendForgotOTPOnMobile: endpoint({
    method: 'POST',
    path: `${AUTH}/otp/forgot/mobile/send`,
    params: noParams,
    query: platformQuery,
    body: z.object({
      mobile: phoneField('mobile'),
      country_code: countryCode,
      action: sendAction,
      token: optionalText('token', 200),
      android_hash: optionalText('android_hash', 100),
    }),
    response: CodeSent,
  }),
  sendForgotOTPOnEmail: endpoint({
    method: 'POST',
    path: `${AUTH}/otp/forgot/email/send`,
    params: noParams,
    query: platformQuery,
    body: z.object({ email: emailAddress, action: sendAction, token: optionalText('token', 200) }),
    response: CodeSent,
  }),
  verifyMobileForgotOTP: endpoint({
    method: 'POST',
    path: `${AUTH}/otp/forgot/mobile/verify`,
    params: noParams,
    query: platformQuery,
    body: z.object({ request_id: tokenField('request_id'), otp: oneTimeCode }),
    response: ForgotCodeVerified,
  }),
  verifyEmailForgotOTP: endpoint({
    method: 'POST',
    path: `${AUTH}/otp/forgot/email/verify`,
    params: noParams,
    query: platformQuery,
    body: z.object({ email: emailAddress, otp: oneTimeCode }),
    response: ForgotCodeVerified,
  }),
  /** Sets a new password with the `forgot_token` a verified forgot-password code gave, as `code`. */
  resetForgotPassword: endpoint({
    method: 'POST',
    path: `${AUTH}/login/password/forgot`,
    params: noParams,
    query: noQuery,
    body: z.object({ code: tokenField('code'), password: passwordField('password') }),
    response: Success,
  }),
  sendResetPasswordEmail: endpoint({
    method: 'POST',
    path: `${AUTH}/login/password/reset`,
    params: noParams,
    query: platformQuery,
    body: z.object({ email: emailAddress }),
    response: ResetStatus,
  }),
  /** The official models answer this one with a bare string. */
  sendResetPasswordMobile: endpoint({
    method: 'POST',
    path: `${AUTH}/login/password/mobile/reset`,
    params: noParams,
    query: platformQuery,
    body: z.object({ mobile: phoneField('mobile'), country_code: countryCode }),
    response: z.string(),
  }),
  /** Checks the code of a reset link before the set-password form is shown. */
  sendResetToken: endpoint({
    method: 'POST',
    path: `${AUTH}/login/password/reset/token`,
    params: noParams,
    query: noQuery,
    body: z.object({ code: tokenField('code') }),
    response: ResetStatus,
  }),
  /** Sets a new password with the code of a reset link, and signs the shopper in. */
  forgotPassword: endpoint({
    method: 'POST',
    path: `${AUTH}/login/password/reset/forgot`,
    params: noParams,
    query: noQuery,
    body: z.object({ code: tokenField('code'), password: passwordField('password') }),
    response: LoginSuccess,
  }),
  updatePassword: endpoint({
    method: 'POST',
    path: `${AUTH}/password`,
    params: noParams,
    query: noQuery,
    body: z.object({
      old_password: z.string({ error: 'old_password is required' }).max(200, 'old_password is too long'),
      new_password: passwordField('password'),
    }),
    response: Message,
  }),
  hasPassword: endpoint({
    method: 'GET',
    path: `${AUTH}/has-password`,
    params: noParams,
    query: noQuery,
    body: undefined,
    response: z.looseObject({ result: z.number().optional() }),
  }),
} as const;

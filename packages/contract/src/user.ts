import { z } from 'zod';
import { noParams, noQuery, queryText } from './common';
import { endpoint } from './endpoint';
import { userCodes } from './user-codes';
import { flag, LoginSuccess, Success, User, UserPlatformConfig } from './user-models';
import { userPasswords } from './user-passwords';
import { userProfile } from './user-profile';
import { userVerification } from './user-verification';

export {
  GENDERS,
  type Gender,
  RequiredFields,
  User,
  UserEmail,
  UserPhoneNumber,
  UserPlatformConfig,
} from './user-models';

const AUTH = '/service/application/user/authentication/v1.0';
const PLATFORM = '/service/application/user/platform/v1.0';

const nonEmpty = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} is too long`);

/** Signing in and out by password, the session, the shop's sign-in settings, and the account itself. */
const signIn = {
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
  getListOfActiveSessions: endpoint({
    method: 'GET',
    path: `${AUTH}/sessions`,
    params: noParams,
    query: noQuery,
    body: undefined,
    response: z.looseObject({ sessions: z.array(z.string()).optional() }),
  }),
  userExists: endpoint({
    method: 'GET',
    path: `${AUTH}/user-exists`,
    params: noParams,
    query: z.strictObject({ q: queryText(254, 'q').min(1, 'q is required') }),
    body: undefined,
    response: z.looseObject({ user_exists: flag }),
  }),
  deleteUser: endpoint({
    method: 'POST',
    path: `${AUTH}/delete`,
    params: noParams,
    query: noQuery,
    body: z.object({
      user_id: z.string().trim().max(100, 'user_id is too long').optional(),
      reason: z.string().trim().max(1000, 'reason must be at most 1000 characters').optional(),
      reason_id: z.string().trim().max(100, 'reason_id is too long').optional(),
      request_id: z.string().trim().max(200, 'request_id is too long').optional(),
      otp: z.string().trim().max(8, 'otp is too long').optional(),
    }),
    response: Success,
  }),
} as const;

/** Every user call, by the official SDK's method names. */
export const user = {
  ...signIn,
  ...userCodes,
  ...userPasswords,
  ...userVerification,
  ...userProfile,
} as const;

import { z } from 'zod';
import { noParams, queryText } from './common';
import { endpoint } from './endpoint';
import { User } from './user';

const AUTH = '/service/application/user/authentication/v1.0';
const text = z.string().optional();

/** A provider's token: an id_token (a JWT, a few kB at most) or an access token. */
const providerToken = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(8192, `${name} is too long`);
const profileText = z.string().max(2000, 'profile field is too long').optional();

/**
 * What the browser passes on after a provider's sign-in (OAuthRequestSchema). Only `oauth2.access_token` is
 * used: the platform checks it with the provider and reads the person from the provider, never from `profile`.
 */
const OAuthRequest = z.object({
  is_signed_in: z.boolean().optional(),
  oauth2: z.object(
    {
      access_token: providerToken('oauth2.access_token'),
      expiry: z.number().optional(),
      refresh_token: profileText,
    },
    { error: 'oauth2 is required' },
  ),
  profile: z
    .object({
      id: profileText,
      email: profileText,
      full_name: profileText,
      first_name: profileText,
      last_name: profileText,
      image: profileText,
    })
    .optional(),
});

/** Sign in with Apple from iOS (OAuthRequestAppleSchema): the identity token is the credential. */
const OAuthRequestApple = z.object({
  user_identifier: profileText,
  oauth: z.object({ identity_token: providerToken('oauth.identity_token') }, { error: 'oauth is required' }),
  profile: z.object({ first_name: profileText, last_name: profileText, full_name: profileText }).optional(),
});

/** The signed-in account, and whether it existed before (a new one goes on to complete its profile). */
const AuthSuccess = z.looseObject({
  register_token: text,
  user_exists: z.boolean().optional(),
  user: User.optional(),
});

/** The app ids the browser needs to start each provider's sign-in (PlatformSchema.social_tokens); never secrets. */
export const SocialTokens = z.looseObject({
  facebook: z.looseObject({ app_id: text }).optional(),
  google: z.looseObject({ app_id: text }).optional(),
  accountkit: z.looseObject({ app_id: text }).optional(),
});
export type SocialTokens = z.output<typeof SocialTokens>;

/** The 403 body of a social sign-in to a deleted account: the storefront shows /auth/account-locked for it. */
export const AccountDeleted = z.looseObject({ message: z.string(), is_deleted: z.literal(true) });

const platformQuery = z.strictObject({ platform: queryText(100, 'platform').optional() });
const socialLogin = <B extends z.ZodType>(path: string, body: B) =>
  endpoint({
    method: 'POST',
    path: `${AUTH}/login/${path}`,
    params: noParams,
    query: platformQuery,
    body,
    response: AuthSuccess,
  });

export const userSocial = {
  loginWithFacebook: socialLogin('facebook-token', OAuthRequest),
  loginWithGoogle: socialLogin('google-token', OAuthRequest),
  loginWithGoogleAndroid: socialLogin('google-android', OAuthRequest),
  loginWithGoogleIOS: socialLogin('google-ios', OAuthRequest),
  loginWithAppleIOS: socialLogin('apple-ios', OAuthRequestApple),
} as const;

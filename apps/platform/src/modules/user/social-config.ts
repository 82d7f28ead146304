import type { SocialTokens, UserPlatformConfig } from '@vitrine/contract';

/** A provider whose sign-in credential is an OpenID Connect id_token (Google-style, and Apple's). */
export interface IdTokenProvider {
  /** The `aud` every accepted token must carry: the shop's client id at the provider. */
  clientId: string;
  /** The `iss` values the provider signs with (Google uses two spellings). */
  issuers: string[];
  /** Where the provider publishes its signing keys. */
  jwksUrl: string;
}

/** Facebook-style: an access token checked with the Graph API's debug_token, using the app's own token. */
export interface GraphProvider {
  appId: string;
  appSecret: string;
  graphUrl: string;
}

/** The social sign-in providers the platform can verify; an absent one is not offered. */
export interface SocialProviders {
  google?: IdTokenProvider;
  facebook?: GraphProvider;
  apple?: IdTokenProvider;
}

const GOOGLE_ISSUER = 'https://accounts.google.com';
const APPLE_ISSUER = 'https://appleid.apple.com';

function httpUrl(name: string, value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {}
  if (!url || !/^https?:$/.test(url.protocol))
    throw new Error(`${name} must be an http(s) URL, not '${value}'`);
  return url.href.replace(/\/+$/, '');
}

function idTokenProvider(
  env: NodeJS.ProcessEnv,
  prefix: 'GOOGLE' | 'APPLE',
  defaults: { issuer: string; jwksUrl: string; alsoIssuer?: string },
): IdTokenProvider | undefined {
  const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
  if (!clientId) return undefined;
  const given = env[`${prefix}_OAUTH_ISSUER`]?.trim();
  const issuer = given ? httpUrl(`${prefix}_OAUTH_ISSUER`, given) : defaults.issuer;
  const jwks = env[`${prefix}_JWKS_URL`]?.trim();
  return {
    clientId,
    issuers: issuer === defaults.issuer && defaults.alsoIssuer ? [issuer, defaults.alsoIssuer] : [issuer],
    jwksUrl: jwks
      ? httpUrl(`${prefix}_JWKS_URL`, jwks)
      : given
        ? `${issuer}/oauth2/v3/certs`
        : defaults.jwksUrl,
  };
}

function graphProvider(env: NodeJS.ProcessEnv): GraphProvider | undefined {
  const appId = env.FACEBOOK_APP_ID?.trim();
  const appSecret = env.FACEBOOK_APP_SECRET?.trim();
  if (!appId && !appSecret) return undefined;
  if (!appId || !appSecret) {
    throw new Error(
      'FACEBOOK_APP_ID and FACEBOOK_APP_SECRET go together: set both to offer Facebook sign-in',
    );
  }
  const graph = env.FACEBOOK_GRAPH_URL?.trim();
  return {
    appId,
    appSecret,
    graphUrl: graph ? httpUrl('FACEBOOK_GRAPH_URL', graph) : 'https://graph.facebook.com',
  };
}

/**
 * GOOGLE_CLIENT_ID (GOOGLE_OAUTH_ISSUER, GOOGLE_JWKS_URL), FACEBOOK_APP_ID with FACEBOOK_APP_SECRET
 * (FACEBOOK_GRAPH_URL) and APPLE_CLIENT_ID (APPLE_OAUTH_ISSUER, APPLE_JWKS_URL); the base URLs default to the
 * real providers and point at the local identity provider in the demo.
 */
export function readSocialProviders(env: NodeJS.ProcessEnv): SocialProviders {
  return {
    google: idTokenProvider(env, 'GOOGLE', {
      issuer: GOOGLE_ISSUER,
      alsoIssuer: 'accounts.google.com',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    }),
    facebook: graphProvider(env),
    apple: idTokenProvider(env, 'APPLE', { issuer: APPLE_ISSUER, jwksUrl: `${APPLE_ISSUER}/auth/keys` }),
  };
}

/**
 * The shop's sign-in settings with its social providers: one is offered when configured here, or when the shop's
 * stored settings turn it on (then, without an app id, the storefront says so). App ids only; never a secret.
 */
export function withSocialSignIn(config: UserPlatformConfig, providers: SocialProviders): UserPlatformConfig {
  const tokens: SocialTokens = {
    facebook: { app_id: providers.facebook?.appId ?? '' },
    google: { app_id: providers.google?.clientId ?? '' },
    accountkit: { app_id: '' },
  };
  return {
    ...config,
    social: {
      ...config.social,
      facebook: config.social?.facebook === true || Boolean(providers.facebook),
      google: config.social?.google === true || Boolean(providers.google),
      apple: config.social?.apple === true || Boolean(providers.apple),
    },
    social_tokens: tokens,
  };
}

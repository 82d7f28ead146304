import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import type { IdTokenProvider } from './social-config';
import {
  type IdentityCheck,
  providerUnavailable,
  refusedToken,
  type SocialProvider,
} from './social-identity';

/** Clock difference allowed between the provider and us on `exp` and `iat`. */
const SKEW_SECONDS = 60;
/** Keys are kept this long, and an unknown `kid` fetches them again at most this often. */
const KEYS_MAX_AGE_MS = 6 * 60 * 60 * 1000;
const REFETCH_COOLDOWN_MS = 30_000;

/** The spec's message for a bad credential from the Google-style provider. */
const INVALID_TOKEN = 'Invalid token specified';

const LABEL: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple', facebook: 'Facebook' };

function reasonOf(error: errors.JOSEError): string {
  if (error instanceof errors.JWTExpired) return 'the token has expired';
  if (error instanceof errors.JWTClaimValidationFailed) return `the ${error.claim} claim is not accepted`;
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'the signature does not match';
  if (error instanceof errors.JWKSNoMatchingKey)
    return 'the token names a signing key the provider does not publish';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'the token is not signed with RS256';
  return 'the token is malformed';
}

/** The provider's key set could not be fetched (network, timeout, a non-200 or a broken document). */
const keysUnreachable = (error: unknown) =>
  !(error instanceof errors.JOSEError) ||
  error instanceof errors.JWKSTimeout ||
  error instanceof errors.JWKSInvalid ||
  error.constructor === errors.JOSEError;

const verifiedEmail = (payload: JWTPayload) =>
  payload.email_verified === true || payload.email_verified === 'true';

const claimText = (payload: JWTPayload, name: string) =>
  typeof payload[name] === 'string' ? (payload[name] as string) : '';

/**
 * Checks an id_token the way Google documents it: an RS256 signature by one of the provider's published keys
 * (fetched from its JWKS address and kept by `kid`), `iss` the provider, `aud` this shop's client id, `exp` and
 * `iat` within a minute of now, and a verified e-mail address.
 */
export function idTokenCheck(provider: SocialProvider, settings: IdTokenProvider): IdentityCheck {
  const keys = createRemoteJWKSet(new URL(settings.jwksUrl), {
    cacheMaxAge: KEYS_MAX_AGE_MS,
    cooldownDuration: REFETCH_COOLDOWN_MS,
    timeoutDuration: 5000,
  });
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: settings.issuers,
        audience: settings.clientId,
        algorithms: ['RS256'],
        clockTolerance: SKEW_SECONDS,
        requiredClaims: ['sub', 'iat', 'exp'],
      }));
    } catch (error) {
      if (keysUnreachable(error)) throw providerUnavailable(LABEL[provider]);
      throw refusedToken(INVALID_TOKEN, reasonOf(error as errors.JOSEError));
    }
    if ((payload.iat ?? 0) > Date.now() / 1000 + SKEW_SECONDS) {
      throw refusedToken(INVALID_TOKEN, 'the token is issued in the future');
    }
    const email = claimText(payload, 'email').toLowerCase();
    if (!email || !verifiedEmail(payload)) {
      throw refusedToken(INVALID_TOKEN, 'the token carries no verified e-mail address');
    }
    return {
      provider,
      subject: payload.sub as string,
      email,
      firstName: claimText(payload, 'given_name'),
      lastName: claimText(payload, 'family_name'),
      picture: claimText(payload, 'picture') || undefined,
    };
  };
}

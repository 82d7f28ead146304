import { HttpError } from '../../http/errors';

export type SocialProvider = 'google' | 'facebook' | 'apple';

/** A person as their provider vouched for them, after the provider's token passed every check. */
export interface ProviderIdentity {
  provider: SocialProvider;
  /** The provider's stable id for the person. */
  subject: string;
  /** An address the provider has verified, lower-cased; absent when the person did not share one. */
  email?: string;
  firstName: string;
  lastName: string;
  picture?: string;
}

/** Checks a provider's token and says whom it names; refuses (401) a token that fails any check. */
export type IdentityCheck = (token: string) => Promise<ProviderIdentity>;

/** The message the storefront shows, and why exactly the token was refused (for whoever reads the logs). */
export const refusedToken = (message: string, reason: string) => new HttpError(401, message, { reason });

/** The provider could not be asked (down, slow or answering nonsense): worth trying again later. */
export const providerUnavailable = (provider: string) =>
  new HttpError(503, `${provider} sign-in is unavailable right now; please try again in a moment`);

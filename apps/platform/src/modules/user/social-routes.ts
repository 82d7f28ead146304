import { api as contract } from '@vitrine/contract';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { badRequest } from '../../http/errors';
import type { On } from '../../http/route';
import { setSessionCookie } from './cookie';
import { startSession } from './sessions';
import { graphTokenCheck } from './social-graph';
import { idTokenCheck } from './social-id-token';
import type { IdentityCheck } from './social-identity';
import { signInWithIdentity } from './social-sign-in';
import { userView } from './user-view';

const endpoints = contract.user;

const notOffered =
  (provider: string): IdentityCheck =>
  async () => {
    throw badRequest(`${provider} sign-in is not set up for this shop`);
  };

/**
 * Sign-in with a social provider: the browser hands over the provider's token, the platform checks it with the
 * provider (never trusting the browser's word for who it is) and opens, links or creates the account.
 */
export function registerSocialSignIn(on: On, services: Services): void {
  const { db, log, config } = services;
  const { google, facebook, apple } = config.social;
  const checkGoogle = google ? idTokenCheck('google', google) : notOffered('Google');
  const checkFacebook = facebook ? graphTokenCheck(facebook) : notOffered('Facebook');
  const checkApple = apple ? idTokenCheck('apple', apple) : notOffered('Apple');

  const signIn = async (check: IdentityCheck, token: string, c: Context<AppEnv>) => {
    const identity = await check(token);
    const applicationId = c.get('application').id;
    const { user, existed } = await signInWithIdentity(db, applicationId, identity);
    setSessionCookie(c, await startSession(db, user));
    if (!existed) {
      log.info(
        { requestId: c.get('requestId'), provider: identity.provider },
        'account opened by social sign-in',
      );
    }
    return { user: userView(user), user_exists: existed, register_token: '' };
  };

  on(endpoints.loginWithGoogle, ({ body }, c) => signIn(checkGoogle, body.oauth2.access_token, c));
  // The apps' SDKs hand over the same id_token, minted for the shop's client id.
  on(endpoints.loginWithGoogleAndroid, ({ body }, c) => signIn(checkGoogle, body.oauth2.access_token, c));
  on(endpoints.loginWithGoogleIOS, ({ body }, c) => signIn(checkGoogle, body.oauth2.access_token, c));
  on(endpoints.loginWithFacebook, ({ body }, c) => signIn(checkFacebook, body.oauth2.access_token, c));
  on(endpoints.loginWithAppleIOS, ({ body }, c) => signIn(checkApple, body.oauth.identity_token, c));
}

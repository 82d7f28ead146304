import { api as contract } from '@vitrine/contract';
import type { Services } from '../../http/context';
import { clientAddress } from '../../http/request';
import type { On } from '../../http/route';
import { registerCodeCalls } from './code-routes';
import { clearSessionCookie, sessionToken, setSessionCookie } from './cookie';
import { loadPlatformConfig } from './platform-config';
import { registerProfileCalls } from './profile-routes';
import { updateProfile } from './profile-update';
import { endSession, startSession } from './sessions';
import { SignInBlocked, signInWithPassword } from './sign-in';
import { signedInUser } from './signed-in';
import { withSocialSignIn } from './social-config';
import { userView } from './user-view';

const endpoints = contract.user;

export function registerUser(on: On, services: Services): void {
  const { db, log, config } = services;
  const signedIn = signedInUser(services);

  on(endpoints.loginWithEmailAndPassword, async ({ body }, c) => {
    const address = clientAddress(c, config.trustProxy);
    const user = await signInWithPassword(services, {
      applicationId: c.get('application').id,
      username: body.username,
      password: body.password,
      address,
    }).catch((error: unknown) => {
      if (error instanceof SignInBlocked) {
        c.header('retry-after', String(Math.ceil(error.waitMs / 1000)));
        log.info({ requestId: c.get('requestId'), address }, 'shopper sign-in refused: too many attempts');
      }
      throw error;
    });
    setSessionCookie(c, await startSession(db, user));
    return { user: userView(user), request_id: '', register_token: '' };
  });

  on(endpoints.getLoggedInUser, async (_input, c) => ({
    user: userView(await signedIn(c)),
  }));

  on(endpoints.logout, async (_input, c) => {
    await endSession(db, c.get('application').id, sessionToken(c));
    clearSessionCookie(c);
    return { logout: true };
  });

  on(
    endpoints.getPlatformConfig,
    async (_input, c) =>
      withSocialSignIn(await loadPlatformConfig(db, c.get('application').id), config.social),
    {
      cacheSeconds: 60,
    },
  );

  on(endpoints.updateProfile, async ({ body }, c) =>
    updateProfile(services, c.get('application'), {
      user: await signedIn(c),
      form: body,
      address: clientAddress(c, config.trustProxy),
    }),
  );

  registerCodeCalls(on, services);
  registerProfileCalls(on, services);
}

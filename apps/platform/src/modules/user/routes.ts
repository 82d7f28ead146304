import { api as contract } from '@vitrine/contract';
import type { Context, Hono } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { unauthorized } from '../../http/errors';
import { socketAddress } from '../../http/request';
import { route } from '../../http/route';
import { clearSessionCookie, sessionToken, setSessionCookie } from './cookie';
import { loadPlatformConfig } from './platform-config';
import { profileChanges } from './profile';
import { endSession, sessionUser, startSession } from './sessions';
import { SignInBlocked, signInWithPassword } from './sign-in';
import { updateUserProfile } from './store';
import { userView } from './user-view';

const endpoints = contract.user;
export const NOT_LOGGED_IN = 'User is not logged in';

export function registerUser(api: Hono<AppEnv>, services: Services): void {
  const { db, log } = services;
  const signedIn = async (c: Context<AppEnv>) => {
    const user = await sessionUser(db, c.get('application').id, sessionToken(c));
    if (!user) throw unauthorized(NOT_LOGGED_IN);
    return user;
  };

  route(api, services, endpoints.loginWithEmailAndPassword, async ({ body }, c) => {
    const address = socketAddress(c);
    const user = await signInWithPassword(services, {
      applicationId: c.get('application').id,
      username: body.username,
      password: body.password,
      address,
    }).catch((error: unknown) => {
      if (error instanceof SignInBlocked) {
        c.header('retry-after', String(Math.ceil(error.waitMs / 1000)));
        log.warn({ requestId: c.get('requestId'), address }, 'shopper sign-in refused: too many failures');
      }
      throw error;
    });
    setSessionCookie(c, await startSession(db, user));
    return { user: userView(user), request_id: '', register_token: '' };
  });

  route(api, services, endpoints.getLoggedInUser, async (_input, c) => ({
    user: userView(await signedIn(c)),
  }));

  route(api, services, endpoints.logout, async (_input, c) => {
    await endSession(db, c.get('application').id, sessionToken(c));
    clearSessionCookie(c);
    return { logout: true };
  });

  route(
    api,
    services,
    endpoints.getPlatformConfig,
    (_input, c) => loadPlatformConfig(db, c.get('application').id),
    { cacheSeconds: 60 },
  );

  route(api, services, endpoints.updateProfile, async ({ body }, c) => {
    const user = await signedIn(c);
    const changes = profileChanges(user, body);
    const updated = Object.keys(changes).length > 0 ? await updateUserProfile(db, user, changes) : user;
    return { user: userView(updated), success: true, message: 'Profile updated' };
  });
}

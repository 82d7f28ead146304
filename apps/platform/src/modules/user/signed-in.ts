import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { unauthorized } from '../../http/errors';
import { sessionToken } from './cookie';
import { sessionUser } from './sessions';
import type { UserRow } from './users-sql';

const NOT_LOGGED_IN = 'User is not logged in';

/** The account the request's session cookie belongs to; 401 'User is not logged in' without one. */
export function signedInUser({ db }: Pick<Services, 'db'>) {
  return async (c: Context<AppEnv>): Promise<UserRow> => {
    const user = await sessionUser(db, c.get('application').id, sessionToken(c));
    if (!user) throw unauthorized(NOT_LOGGED_IN);
    return user;
  };
}

import { openDatabase } from '../db/database';
import { SESSION_COOKIE } from '../modules/user/cookie';
import { startSession } from '../modules/user/sessions';
import { insertUser, newUserId } from '../modules/user/users-sql';

/**
 * Makes `count` signed-in shoppers straight in a platform's PostgreSQL database, for load and concurrency tests
 * that need many of them (signing up each through one-time codes would test sign-up instead). Returns the
 * cookie each one's browser would send.
 */
export async function signedInShoppers(
  databaseUrl: string,
  applicationId: string,
  count: number,
): Promise<string[]> {
  const { db, close } = await openDatabase({ databaseUrl, dataDir: '' }, { poolSize: 4 });
  try {
    const cookies: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = newUserId();
      const email = `shopper-${id}@load.test`;
      await insertUser(db, {
        id,
        applicationId,
        firstName: 'Load',
        lastName: `Shopper ${i + 1}`,
        gender: '',
        username: email,
        emails: [{ email, active: true, primary: true, verified: true }],
        phoneNumbers: [],
        passwordHash: null,
      });
      cookies.push(`${SESSION_COOKIE}=${await startSession(db, { id, application_id: applicationId })}`);
    }
    return cookies;
  } finally {
    await close();
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { redisServerInstalled, throwawayRedis } from '../../testing/throwaway';
import { hashPassword } from './passwords';
import { signedRequest } from './test-clients';
import { insertUser, newUserId } from './users-sql';

const LOGIN = '/service/application/user/authentication/v1.0/login/password';

async function newShopper(platform: TestPlatform, password: string): Promise<string> {
  const email = `${newUserId()}@vitrine.test`;
  await insertUser(platform.platform.services.db, {
    id: newUserId(),
    applicationId: platform.applicationId,
    firstName: 'Guessed',
    lastName: '',
    gender: '',
    username: email,
    emails: [{ email, active: true, primary: true, verified: true }],
    phoneNumbers: [],
    passwordHash: await hashPassword(password),
  });
  return email;
}

const login = (platform: TestPlatform, username: string, password: string) =>
  signedRequest(platform, { method: 'POST', path: LOGIN, body: { username, password } });

// Where the counts live: the database by default (PGlite, or PostgreSQL in the CI pass), Redis with REDIS_URL.
const stores = [
  { name: 'counted in the database', redisUrl: undefined },
  ...(process.env.REDIS_URL ? [{ name: 'counted in Redis', redisUrl: process.env.REDIS_URL }] : []),
];

describe.each(stores)('sign-in limits $name', ({ redisUrl }) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ products: 0, config: { redisUrl } });
  }, 60_000);
  afterAll(() => platform?.close());

  it('checks at most 5 of 20 parallel guesses at one account, the right password among them', async () => {
    const email = await newShopper(platform, 'Right#pass1');
    const guesses = Array.from({ length: 20 }, (_, i) => (i === 19 ? 'Right#pass1' : `wrong-${i}`));
    const answers = await Promise.all(guesses.map((password) => login(platform, email, password)));
    const statuses = answers.map((a) => a.status);
    // Every guess answered: 401 (checked, wrong), 200 (checked, right) or 429 (not checked).
    expect(
      statuses.every((s) => [200, 401, 429].includes(s)),
      statuses.join(),
    ).toBe(true);
    expect(statuses.filter((s) => s !== 429).length, statuses.join()).toBeLessThanOrEqual(5);
    // Whichever got through, the account is now either signed in or locked: never more guesses.
    const after = await login(platform, email, 'wrong-again');
    expect([401, 429]).toContain(after.status);
  });

  it('keeps the count across a restart of the platform', async () => {
    const email = await newShopper(platform, 'Right#pass2');
    for (let i = 0; i < 5; i++) expect((await login(platform, email, `wrong-${i}`)).status).toBe(401);
    await platform.restart();
    const blocked = await login(platform, email, 'Right#pass2');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many sign-in attempts/);
  }, 60_000);
});

// A Redis of the test's own, stopped mid-test: never the machine's Redis, which other tests share.
describe.runIf(redisServerInstalled())('sign-in limits when Redis goes away', () => {
  let platform: TestPlatform;
  let redis: Awaited<ReturnType<typeof throwawayRedis>>;
  beforeAll(async () => {
    redis = await throwawayRedis();
    platform = await startTestPlatform({ products: 0, config: { redisUrl: redis.url } });
  }, 60_000);
  afterAll(async () => {
    await platform?.close();
    await redis?.stop();
  });

  it('still answers every sign-in, and still checks at most 5 of 20 parallel guesses', async () => {
    const email = await newShopper(platform, 'Right#pass3');
    await redis.stop();
    const guesses = Array.from({ length: 20 }, (_, i) => (i === 19 ? 'Right#pass3' : `wrong-${i}`));
    const answers = await Promise.all(guesses.map((password) => login(platform, email, password)));
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.every((s) => [200, 401, 429].includes(s)),
      statuses.join(),
    ).toBe(true);
    expect(statuses.filter((s) => s !== 429).length, statuses.join()).toBeLessThanOrEqual(5);
    // Another shopper signs in as usual meanwhile.
    const other = await newShopper(platform, 'Other#pass1');
    expect((await login(platform, other, 'Other#pass1')).status).toBe(200);
  }, 60_000);
});

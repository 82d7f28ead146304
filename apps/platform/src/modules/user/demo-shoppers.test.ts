import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER_PASSWORD, seedShoppers } from '../../seed/shoppers';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { signIn } from './test-clients';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
});
afterAll(() => platform?.close());

const db = () => platform.platform.services.db;
const userPlatform = async () => {
  const { rows } = await sql<{
    doc: unknown;
  }>`SELECT settings -> 'user_platform' AS doc FROM applications`.execute(db());
  return rows[0].doc;
};

describe('demo shoppers', () => {
  it('are added to a shop seeded before accounts existed, on its next start', async () => {
    // A shop seeded by an earlier version: no accounts, no sign-in settings.
    await db().deleteFrom('users').execute();
    await sql`UPDATE applications SET settings = settings - 'user_platform'`.execute(db());

    await seedShoppers(db(), platform.platform.services.config);
    const { body } = await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD);
    expect(body.user.first_name).toBe('Asha');
    expect(await userPlatform()).toMatchObject({ required_fields: { mobile: { level: 'soft' } } });
  });

  it('are not added twice, and leave what the shop changed alone', async () => {
    await db()
      .updateTable('users')
      .set({ first_name: 'Ashwini' })
      .where('username', '=', 'asha@vitrine.test')
      .execute();
    await sql`UPDATE applications SET settings = jsonb_set(settings, '{user_platform}', '{"register": false}')`.execute(
      db(),
    );

    await seedShoppers(db(), platform.platform.services.config);
    const users = await db()
      .selectFrom('users')
      .select(['username', 'first_name'])
      .orderBy('username')
      .execute();
    expect(users).toEqual([
      { username: 'asha@vitrine.test', first_name: 'Ashwini' },
      { username: 'ravi@vitrine.test', first_name: 'Ravi' },
    ]);
    expect(await userPlatform()).toEqual({ register: false });
  });

  it('store only a salted scrypt hash of the password', async () => {
    const rows = await db().selectFrom('users').select('password_hash').execute();
    const hashes = rows.map((row) => row.password_hash ?? '');
    for (const hash of hashes) {
      expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
      expect(hash).not.toContain(DEMO_SHOPPER_PASSWORD);
    }
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});

import { sql } from 'kysely';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/database';
import { hashPassword } from '../modules/user/passwords';
import { findUserByUsername, insertUser, type NewUser } from '../modules/user/users-sql';
import { hexId } from './content-settings';

export const DEMO_SHOPPER_PASSWORD = 'Shopper#2024';

type Shopper = Omit<NewUser, 'id' | 'applicationId' | 'passwordHash' | 'username'>;

/** Asha has every contact detail the shop asks for; Ravi has no mobile number, so he is asked (softly) for one. */
export const DEMO_SHOPPERS: Shopper[] = [
  {
    firstName: 'Asha',
    lastName: 'Rao',
    gender: 'female',
    emails: [{ email: 'asha@vitrine.test', active: true, primary: true, verified: true }],
    phoneNumbers: [{ phone: '9876543210', country_code: 91, active: true, primary: true, verified: true }],
  },
  {
    firstName: 'Ravi',
    lastName: 'Kumar',
    gender: 'male',
    emails: [{ email: 'ravi@vitrine.test', active: true, primary: true, verified: true }],
    phoneNumbers: [],
  },
];

/** The demo shop insists on an e-mail and asks once for a mobile number. */
const DEMO_USER_PLATFORM = {
  required_fields: {
    email: { is_required: true, level: 'hard' },
    mobile: { is_required: true, level: 'soft' },
  },
  register_required_fields: {
    email: { is_required: true, level: 'hard' },
    mobile: { is_required: true, level: 'soft' },
  },
};

/**
 * Adds the demo shoppers and the demo sign-in settings to the seeded application when they are missing, so a
 * shop seeded before accounts existed gets them on its next start. Anything already there is left alone.
 */
export async function seedShoppers(db: Db, config: Pick<PlatformConfig, 'applicationId'>): Promise<void> {
  const applicationId = config.applicationId;
  const app = await db
    .selectFrom('applications')
    .select('id')
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (!app) return;
  for (const shopper of DEMO_SHOPPERS) {
    const email = shopper.emails[0].email;
    if (await findUserByUsername(db, applicationId, { kind: 'email', email })) continue;
    await insertUser(db, {
      ...shopper,
      id: hexId(applicationId, 'user', email),
      applicationId,
      username: email,
      passwordHash: await hashPassword(DEMO_SHOPPER_PASSWORD),
    });
  }
  await sql`UPDATE applications
    SET settings = jsonb_set(settings, '{user_platform}', ${JSON.stringify(DEMO_USER_PLATFORM)}::jsonb)
    WHERE id = ${applicationId} AND settings -> 'user_platform' IS NULL`.execute(db);
}

import type { PlatformConfig } from '../config';
import type { Db } from '../db/database';
import { hexId } from './content-settings';
import { DEMO_SHOPPERS } from './shoppers';

/** Asha holds a credit note from a return (₹750.00); Ravi has none. Added if missing. */
export async function seedCreditNotes(db: Db, config: Pick<PlatformConfig, 'applicationId'>): Promise<void> {
  const email = DEMO_SHOPPERS[0].emails[0].email;
  const userId = hexId(config.applicationId, 'user', email);
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) return;
  await db
    .insertInto('credit_notes')
    .values({ number: 'CN-2024-0001', application_id: config.applicationId, user_id: userId, amount: 75_000 })
    .onConflict((oc) => oc.column('number').doNothing())
    .execute();
}

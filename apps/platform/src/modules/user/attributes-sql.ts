import { storedJson } from '@vitrine/contract';
import type { Db } from '../../db/database';
import type { UserAttributeValues } from '../../db/schema';
import { patchedAttributes } from './attributes';
import type { UserRow } from './users-sql';

/** Applies a PATCH to the shopper's attributes under a row lock, so two at once both land. */
export async function changeUserAttributes(
  db: Db,
  user: Pick<UserRow, 'id' | 'application_id'>,
  patch: unknown,
): Promise<UserAttributeValues> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('users')
      .select('attributes')
      .where('application_id', '=', user.application_id)
      .where('id', '=', user.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const next = patchedAttributes(storedJson<UserAttributeValues>(row.attributes), patch);
    await trx
      .updateTable('users')
      .set({ attributes: JSON.stringify(next), updated_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    return next;
  });
}

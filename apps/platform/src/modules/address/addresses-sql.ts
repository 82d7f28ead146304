import { type Selectable, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { AddressTable, Database } from '../../db/schema';

export type AddressRow = Selectable<AddressTable>;

/** Whose address book a call reads or changes: always the signed-in shopper, within their application. */
export interface Owner {
  id: string;
  application_id: string;
}

export interface AddressFilter {
  id?: string;
  phone?: string;
  checkoutMode?: string;
  /** Addresses carrying any of these tags. */
  tags?: string[];
  onlyDefault?: boolean;
}

export interface AddressValues {
  details: Record<string, unknown>;
  tags: string[];
  checkoutMode: string;
  phone: string;
}

function owned(db: Db | Transaction<Database>, owner: Owner) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('application_id', '=', owner.application_id)
    .where('user_id', '=', owner.id);
}

export function listAddresses(db: Db, owner: Owner, filter: AddressFilter = {}): Promise<AddressRow[]> {
  let query = owned(db, owner);
  if (filter.id) query = query.where('id', '=', filter.id);
  if (filter.phone) query = query.where('phone', '=', filter.phone);
  if (filter.checkoutMode) query = query.where('checkout_mode', '=', filter.checkoutMode);
  if (filter.onlyDefault) query = query.where('is_default', '=', true);
  if (filter.tags?.length) {
    const tags = filter.tags;
    query = query.where((eb) =>
      eb.or(tags.map((tag) => sql<boolean>`tags @> ${JSON.stringify([tag])}::jsonb`)),
    );
  }
  return query.orderBy('is_default', 'desc').orderBy('created_at', 'desc').orderBy('id').execute();
}

export function findAddress(
  db: Db | Transaction<Database>,
  owner: Owner,
  id: string,
): Promise<AddressRow | undefined> {
  return owned(db, owner).where('id', '=', id).executeTakeFirst();
}

/** Serialises changes to one shopper's address book, so two saves cannot both leave a default behind. */
export async function lockAddressBook(trx: Transaction<Database>, owner: Owner): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', owner.id).forUpdate().execute();
}

export async function countAddresses(trx: Transaction<Database>, owner: Owner): Promise<number> {
  const row = await trx
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', owner.id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function clearDefault(trx: Transaction<Database>, owner: Owner): Promise<void> {
  await trx
    .updateTable('addresses')
    .set({ is_default: false })
    .where('user_id', '=', owner.id)
    .where('is_default', '=', true)
    .execute();
}

export async function insertAddress(
  trx: Transaction<Database>,
  owner: Owner,
  id: string,
  values: AddressValues,
  isDefault: boolean,
): Promise<void> {
  await trx
    .insertInto('addresses')
    .values({
      id,
      application_id: owner.application_id,
      user_id: owner.id,
      is_default: isDefault,
      tags: JSON.stringify(values.tags),
      checkout_mode: values.checkoutMode,
      phone: values.phone,
      details: JSON.stringify(values.details),
    })
    .execute();
}

export async function rewriteAddress(
  trx: Transaction<Database>,
  owner: Owner,
  id: string,
  values: AddressValues,
  isDefault: boolean,
): Promise<void> {
  await trx
    .updateTable('addresses')
    .set({
      is_default: isDefault,
      tags: JSON.stringify(values.tags),
      checkout_mode: values.checkoutMode,
      phone: values.phone,
      details: JSON.stringify(values.details),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('user_id', '=', owner.id)
    .execute();
}

/** Deletes one of the shopper's addresses; true when there was one to delete. */
export async function deleteAddress(trx: Transaction<Database>, owner: Owner, id: string): Promise<boolean> {
  const result = await trx
    .deleteFrom('addresses')
    .where('id', '=', id)
    .where('user_id', '=', owner.id)
    .where('application_id', '=', owner.application_id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Makes the shopper's newest address the default, after the default one was removed. */
export async function promoteNewest(trx: Transaction<Database>, owner: Owner): Promise<void> {
  const newest = await owned(trx, owner)
    .select('id')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  if (newest)
    await trx.updateTable('addresses').set({ is_default: true }).where('id', '=', newest.id).execute();
}

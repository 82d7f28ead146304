import { randomBytes } from 'node:crypto';
import type { Address, AddressInput } from '@vitrine/contract';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import type { PincodeEntry } from '../logistics/localities';
import { checkAddress } from './address-form';
import {
  type AddressRow,
  type AddressValues,
  clearDefault,
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  lockAddressBook,
  type Owner,
  promoteNewest,
  rewriteAddress,
} from './addresses-sql';

/** Enough for any household; stops one account from filling the table. */
const MAX_ADDRESSES = 50;

/** One answer for a missing address and someone else's, so ids cannot be probed. */
export const ADDRESS_NOT_FOUND = 'Address not found';

export function addressView(row: AddressRow): Address {
  return {
    ...(row.details as Partial<Address>),
    id: row.id,
    _id: row.id,
    phone: row.phone,
    tags: row.tags,
    checkout_mode: row.checkout_mode,
    is_default_address: row.is_default,
    is_active: true,
    user_id: row.user_id,
    created_by_user_id: row.user_id,
  };
}

function values(input: AddressInput, directory: PincodeEntry[]): AddressValues {
  const { phone, ...details } = checkAddress(input, directory);
  return {
    details,
    phone: String(phone ?? ''),
    tags: [...new Set((input.tags ?? []).map((tag) => tag.trim()).filter(Boolean))],
    checkoutMode: input.checkout_mode?.trim() ?? '',
  };
}

const hasData = (input: AddressInput) => Object.values(input).some((value) => value !== undefined);

/** Saves a new address; the first one, or one marked default, becomes the only default. */
export async function addAddress(db: Db, owner: Owner, input: AddressInput, directory: PincodeEntry[]) {
  if (!hasData(input)) throw badRequest('No address data');
  const checked = values(input, directory);
  const id = randomBytes(12).toString('hex');
  return db.transaction().execute(async (trx) => {
    await lockAddressBook(trx, owner);
    const count = await countAddresses(trx, owner);
    if (count >= MAX_ADDRESSES) throw badRequest(`An account can keep at most ${MAX_ADDRESSES} addresses`);
    const isDefault = count === 0 || input.is_default_address === true;
    if (isDefault) await clearDefault(trx, owner);
    await insertAddress(trx, owner, id, checked, isDefault);
    return { id, success: true, is_default_address: isDefault };
  });
}

/**
 * Changes one of the shopper's addresses: the fields sent replace the saved ones and the result is checked
 * whole. Marking it default takes the mark from the previous default.
 */
export async function updateAddress(
  db: Db,
  owner: Owner,
  id: string,
  input: AddressInput,
  directory: PincodeEntry[],
) {
  if (!hasData(input)) throw badRequest('No address data');
  return db.transaction().execute(async (trx) => {
    await lockAddressBook(trx, owner);
    const saved = await findAddress(trx, owner, id);
    if (!saved) throw notFound(ADDRESS_NOT_FOUND);
    const defined = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const merged: AddressInput = {
      ...(saved.details as AddressInput),
      phone: saved.phone,
      tags: saved.tags,
      checkout_mode: saved.checkout_mode,
      ...defined,
    };
    const checked = values(merged, directory);
    const isDefault = input.is_default_address ?? saved.is_default;
    if (isDefault && !saved.is_default) await clearDefault(trx, owner);
    await rewriteAddress(trx, owner, id, checked, isDefault);
    return { id, success: true, is_updated: true, is_default_address: isDefault };
  });
}

/** Removes one of the shopper's addresses; when it was the default, the newest remaining one takes over. */
export async function removeAddress(db: Db, owner: Owner, id: string) {
  return db.transaction().execute(async (trx) => {
    await lockAddressBook(trx, owner);
    const saved = await findAddress(trx, owner, id);
    if (!saved || !(await deleteAddress(trx, owner, id))) throw notFound(ADDRESS_NOT_FOUND);
    if (saved.is_default) await promoteNewest(trx, owner);
    return { id, is_deleted: true };
  });
}

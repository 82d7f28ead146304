import { api as contract } from '@vitrine/contract';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { notFound, unauthorized } from '../../http/errors';
import type { On } from '../../http/route';
import { pincodeDirectory } from '../logistics/localities';
import { sessionToken } from '../user/cookie';
import { sessionUser } from '../user/sessions';
import { ADDRESS_NOT_FOUND, addAddress, addressView, removeAddress, updateAddress } from './addresses';
import { type AddressFilter, listAddresses } from './addresses-sql';

const endpoints = contract.cart;

interface FilterQuery {
  mobile_no?: string;
  checkout_mode?: string;
  tags?: string;
  is_default?: boolean;
}

const filterOf = (query: FilterQuery): AddressFilter => ({
  phone: query.mobile_no?.trim() || undefined,
  checkoutMode: query.checkout_mode?.trim() || undefined,
  tags: query.tags
    ?.split(',')
    .map((tag) => tag.trim())
    .filter(Boolean),
  onlyDefault: query.is_default === true,
});

/** The address book: every call reads or changes only the signed-in shopper's addresses. */
export function registerAddresses(on: On, services: Services): void {
  const { db } = services;
  const owner = async (c: Context<AppEnv>) => {
    const user = await sessionUser(db, c.get('application').id, sessionToken(c));
    if (!user) throw unauthorized('User is not logged in');
    return user;
  };
  const directory = (c: Context<AppEnv>) => pincodeDirectory(db, c.get('application').id);

  on(endpoints.getAddresses, async ({ query }, c) => {
    const rows = await listAddresses(db, await owner(c), filterOf(query));
    return { address: rows.map(addressView), pii_masking: false };
  });

  on(endpoints.getAddressById, async ({ params, query }, c) => {
    const [row] = await listAddresses(db, await owner(c), { ...filterOf(query), id: params.id });
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    return addressView(row);
  });

  on(endpoints.addAddress, async ({ body }, c) => addAddress(db, await owner(c), body, await directory(c)));

  on(endpoints.updateAddress, async ({ params, body }, c) =>
    updateAddress(db, await owner(c), params.id, body, await directory(c)),
  );

  on(endpoints.removeAddress, async ({ params }, c) => removeAddress(db, await owner(c), params.id));
}

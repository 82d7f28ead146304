import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { CurrencyTable } from '../../db/schema';

/** A currency in the platform's Currency shape. */
export type Currency = Omit<Selectable<CurrencyTable>, 'id'> & { _id: string };

const selectCurrencies = (db: Db) => db.selectFrom('currencies').selectAll();
const currencyOf = ({ id, ...rest }: Selectable<CurrencyTable>): Currency => ({
  _id: id,
  ...rest,
});

export async function activeCurrencies(db: Db): Promise<Currency[]> {
  const rows = await selectCurrencies(db).where('is_active', '=', true).orderBy('code').execute();
  return rows.map(currencyOf);
}

export async function currencyById(db: Db, id: string): Promise<Currency | undefined> {
  const row = await selectCurrencies(db).where('id', '=', id).executeTakeFirst();
  return row && currencyOf(row);
}

export async function currenciesByCode(db: Db, codes: readonly string[]): Promise<Currency[]> {
  const rows = await selectCurrencies(db)
    .where('code', 'in', [...codes])
    .orderBy('code')
    .execute();
  return rows.map(currencyOf);
}

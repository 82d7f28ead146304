import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import type { MoneyEdge } from '../../http/route';
import { BASE_CURRENCY, convertPrices, type TargetCurrency, targetCurrencies } from './currency-rates';

/** Prices in the currency the caller asks for with `x-currency-code`, converted with the stored rates. */
export function moneyEdge(db: Db): MoneyEdge {
  return {
    async targetFor(c) {
      const code = c.req.header('x-currency-code')?.trim().toUpperCase();
      if (!code || code === BASE_CURRENCY.code) return undefined;
      if (!/^[A-Z]{3}$/.test(code)) throw badRequest('x-currency-code must be a three-letter currency code');
      const target = (await targetCurrencies(db)).get(code);
      if (!target) throw badRequest(`Currency ${code} is not supported`);
      return target;
    },
    convert: (text, target) => JSON.stringify(convertPrices(JSON.parse(text), target as TargetCurrency)),
  };
}

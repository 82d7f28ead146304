import { TtlMemo } from '@vitrine/contract';
import type { Db } from '../../db/database';

/** A currency prices can be shown in: its rate from the base, its symbol and its minor-unit digits. */
export interface TargetCurrency {
  code: string;
  symbol: string;
  decimalDigits: number;
  /** Units of this currency one unit of the base buys, times a million. */
  rateMicros: number;
}

/** The catalogue keeps prices in this currency (integer paise inside, rupees in responses). */
export const BASE_CURRENCY = { code: 'INR', decimalDigits: 2 } as const;

const rates = new TtlMemo<Map<string, TargetCurrency>>({ ttlMs: 60_000 });

/** Active currencies that have a rate from the base, by code (kept a minute: rates change rarely). */
export function targetCurrencies(db: Db): Promise<Map<string, TargetCurrency>> {
  return rates.get('rates', async () => {
    const rows = await db
      .selectFrom('currency_rates')
      .innerJoin('currencies', 'currencies.code', 'currency_rates.code')
      .select([
        'currencies.code',
        'currencies.symbol',
        'currencies.decimal_digits',
        'currency_rates.rate_micros',
      ])
      .where('currency_rates.base_code', '=', BASE_CURRENCY.code)
      .where('currencies.is_active', '=', true)
      .execute();
    return new Map(
      rows.map((row) => [
        row.code,
        {
          code: row.code,
          symbol: row.symbol,
          decimalDigits: row.decimal_digits,
          rateMicros: Number(row.rate_micros),
        },
      ]),
    );
  });
}

/** A base amount in minor units (paise) as the target's minor units, rounded half up. */
export function convertMinorUnits(baseMinor: number, target: TargetCurrency): number {
  const scale = 10 ** (target.decimalDigits - BASE_CURRENCY.decimalDigits);
  return Math.round((baseMinor * target.rateMicros * scale) / 1_000_000);
}

/** A base amount as the API shows it (rupees, two decimals at most) in the target's major units. */
export function convertAmount(amount: number, target: TargetCurrency): number {
  const baseMinor = Math.round(amount * 10 ** BASE_CURRENCY.decimalDigits);
  return convertMinorUnits(baseMinor, target) / 10 ** target.decimalDigits;
}

/** Fields that hold an amount in an object tagged with the base currency. */
const MONEY_KEYS = new Set(['min', 'max', 'effective', 'marked', 'selling', 'bulk_effective']);

type Json = unknown;

/**
 * Every price in a response re-expressed in the target: objects tagged `currency_code` (or `currency`) with the
 * base get their amounts converted and their tag and symbol replaced. Price filters keep the base: their values
 * go back into listing queries, which compare base prices.
 */
export function convertPrices(value: Json, target: TargetCurrency): Json {
  if (Array.isArray(value)) return value.map((item) => convertPrices(item, target));
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, Json>;
  if ('query_format' in object) return object;
  const tagged = object.currency_code === BASE_CURRENCY.code || object.currency === BASE_CURRENCY.code;
  const out: Record<string, Json> = {};
  for (const [key, field] of Object.entries(object)) {
    if (tagged && MONEY_KEYS.has(key) && typeof field === 'number') out[key] = convertAmount(field, target);
    else out[key] = convertPrices(field, target);
  }
  if (tagged) {
    if ('currency_code' in object) out.currency_code = target.code;
    if ('currency' in object) out.currency = target.code;
    if ('currency_symbol' in object) out.currency_symbol = target.symbol;
  }
  return out;
}

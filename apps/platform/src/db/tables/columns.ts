import type { ColumnType, JSONColumnType } from 'kysely';

// Column types the tables share.

export type Json<T extends object | null = Record<string, unknown>> = JSONColumnType<
  T,
  T | string,
  T | string
>;

export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Money columns hold integer minor units (paise for INR). */
export type Money = number;

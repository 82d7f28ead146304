import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './columns';

// The shop itself: its application record, currencies, physical stores, content and themes.

export interface ApplicationTable {
  id: string;
  token: string;
  name: string;
  description: string;
  company_id: number;
  domain: string;
  /** Everything the configuration module serves as-is: features, tokens, contact info, owner, app info. */
  settings: Json;
  created_at: CreatedAt;
}

export interface CurrencyTable {
  id: string;
  code: string;
  name: string;
  symbol: string;
  decimal_digits: number;
  is_active: boolean;
  country_name: string;
  country_code: string;
}

export interface CurrencyRateTable {
  base_code: string;
  code: string;
  rate_micros: ColumnType<string | number, string | number, string | number>;
  updated_at: Generated<Date>;
}

export interface StoreTable {
  uid: number;
  name: string;
  store_code: string;
  store_type: string;
  address: Json<{
    address1: string;
    address2?: string;
    city: string;
    state: string;
    country: string;
    country_code: string;
    pincode: string;
    latitude: number;
    longitude: number;
  }>;
  contacts: Json<unknown[]>;
  tags: string[];
  is_ordering_store: boolean;
}

/** Content entries (navigation, page, blog, faq, faq_category, announcement, slideshow, tag, …) as documents. */
export interface ContentTable {
  id: string;
  application_id: string;
  kind: string;
  slug: string;
  position: number;
  tags: string[];
  published: boolean;
  data: Json;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ThemeTable {
  id: string;
  application_id: string;
  name: string;
  is_applied: boolean;
  /** The ThemesSchema body (config, font, colours, global schema, presets). */
  data: Json;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ThemePageTable {
  theme_id: string;
  value: string;
  /** The AvailablePageSchema body: text, path, type, seo, props, sections. */
  data: Json;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

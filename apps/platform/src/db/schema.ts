import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Json<T extends object | null = Record<string, unknown>> = JSONColumnType<T, T | string, T | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Money columns hold integer minor units (paise for INR). */
type Money = number;

interface ApplicationTable {
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

interface CurrencyRateTable {
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

export interface DepartmentTable {
  uid: number;
  slug: string;
  name: string;
  logo: string;
  priority_order: number;
}

export interface BrandTable {
  uid: number;
  slug: string;
  name: string;
  description: string;
  logo: string;
  banner_portrait: string;
  banner_landscape: string;
  department_uids: number[];
  priority: number;
}

export interface CategoryTable {
  uid: number;
  slug: string;
  name: string;
  /** null for the first level. */
  parent_uid: number | null;
  level: number;
  department_uids: number[];
  logo: string;
  banner_portrait: string;
  banner_landscape: string;
  priority: number;
}

export interface ProductTable {
  uid: number;
  slug: string;
  name: string;
  item_code: string;
  brand_uid: number;
  brand_name: string;
  /** The leaf (third-level) category. */
  category_uid: number;
  /** All category levels, leaf last, for filtering by any level. */
  category_uids: number[];
  department_uid: number;
  description: string;
  short_description: string;
  highlights: string[];
  /** Free attributes (subtitle, color, gender, material, …) as the platform's `attributes`. */
  attributes: Json;
  tags: string[];
  medias: Json<{ url: string; type: string; alt: string; width: number; height: number }[]>;
  rating: number;
  rating_count: number;
  /** Products sharing a variant group are variants of each other (e.g. by colour). */
  variant_group: string | null;
  price_marked_min: Money;
  price_marked_max: Money;
  price_effective_min: Money;
  price_effective_max: Money;
  discount_percent: number;
  /** Popularity for the default sort. */
  popularity: number;
  is_active: boolean;
  online_at: Date;
  /** Extra searchable words: category names, colour, material, tags. */
  search_text: string;
  /** Filled by the database from name, brand name and search_text. */
  search_vector: ColumnType<string, never, never>;
}

/** A sellable size of a product (an article). */
export interface ProductSizeTable {
  id: Generated<number>;
  product_uid: number;
  size: string;
  display: string;
  position: number;
  price_marked: Money;
  price_effective: Money;
  seller_identifier: string;
  weight_grams: number;
}

export interface InventoryTable {
  size_id: number;
  store_uid: number;
  quantity: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CollectionTable {
  uid: string;
  slug: string;
  name: string;
  description: string;
  /** 'query' collections select by filters; 'items' collections list chosen products. */
  type: 'query' | 'items';
  /** For 'query': filter values keyed like the listing filters (brand, category, department, tags, …). */
  query: Json<Record<string, string[]>>;
  sort_on: string | null;
  logo: string;
  banner_portrait: string;
  banner_landscape: string;
  tags: string[];
  badge: Json;
  priority: number;
  is_active: boolean;
}

export interface CollectionItemTable {
  collection_uid: string;
  product_uid: number;
  position: number;
}

/** Content entries (navigation, page, blog, faq, faq_category, announcement, slideshow, tag, …) as documents. */
interface ContentTable {
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

interface ThemeTable {
  id: string;
  application_id: string;
  name: string;
  is_applied: boolean;
  /** The ThemesSchema body (config, font, colours, global schema, presets). */
  data: Json;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

interface ThemePageTable {
  theme_id: string;
  value: string;
  /** The AvailablePageSchema body: text, path, type, seo, props, sections. */
  data: Json;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

interface BulkPriceTierTable {
  product_uid: number;
  min_quantity: number;
  discount_percent: number;
}

export type UserEmail = {
  /** Lower-cased, so look-ups by e-mail ignore case. */
  email: string;
  active: boolean;
  primary: boolean;
  verified: boolean;
};

export type UserPhoneNumber = {
  /** Digits only, without the country code. */
  phone: string;
  country_code: number;
  active: boolean;
  primary: boolean;
  verified: boolean;
};

/** What a user attribute may hold. */
export type UserAttributeValues = Record<string, string | number | boolean>;

/** A shopper's account (the platform's UserSchema). */
export interface UserTable {
  /** 24 lowercase hex characters. */
  id: string;
  application_id: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  gender: Generated<string>;
  dob: string | null;
  username: Generated<string>;
  account_type: Generated<string>;
  active: Generated<boolean>;
  profile_pic_url: Generated<string>;
  meta: Json;
  emails: Json<UserEmail[]>;
  phone_numbers: Json<UserPhoneNumber[]>;
  /** Self-describing scrypt hash (see modules/user/passwords.ts); null for accounts without a password. */
  password_hash: string | null;
  /** When the shopper deleted the account; a deleted account never signs in again. */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  deletion_reason: string | null;
  /** The shopper's own attributes (getUserAttributes): a flat object of short values. */
  attributes: ColumnType<UserAttributeValues, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** An identity at a social sign-in provider ('google', 'facebook', 'apple') and the account it opens. */
interface SocialIdentityTable {
  application_id: string;
  provider: string;
  /** The provider's stable id for the person (the id_token's `sub`, the Graph user id). */
  subject: string;
  user_id: string;
  email: string | null;
  created_at: CreatedAt;
  last_sign_in_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A signed-in browser: only the SHA-256 of the cookie's token is kept. */
interface UserSessionTable {
  token_hash: string;
  user_id: string;
  application_id: string;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** One saved address of a shopper; `details` holds the Address fields the country's form describes. */
export interface AddressTable {
  /** 24 lowercase hex characters. */
  id: string;
  application_id: string;
  user_id: string;
  is_default: Generated<boolean>;
  tags: Json<string[]>;
  checkout_mode: Generated<string>;
  phone: Generated<string>;
  details: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A short link: `hash` opens `url` (migration 014). */
export interface ShortLinkTable {
  id: string;
  application_id: string;
  hash: string;
  url: string;
  title: Generated<string>;
  user_id: string | null;
  active: Generated<boolean>;
  expire_at: Date | null;
  opened_count: Generated<number>;
  /** The request's campaign, redirects, attribution and social media tags, answered back as given. */
  details: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A shopper's yes or no to messages on one channel. */
interface CommunicationConsentTable {
  application_id: string;
  user_id: string;
  channel: 'email' | 'sms' | 'whatsapp';
  response: 'yes' | 'no';
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A visitor's newsletter subscription (a signed-in shopper's is their e-mail consent). */
interface NewsletterSubscriberTable {
  application_id: string;
  email: string;
  subscribed: boolean;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A shopper's device that takes push notifications. */
interface PushTokenTable {
  id: string;
  application_id: string;
  user_id: string;
  unique_device_id: string;
  push_token: string;
  bundle_identifier: Generated<string>;
  type: Generated<string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expired_at: Date | null;
}

/** One analytics event a storefront sent. */
interface ClickEventTable {
  id: Generated<string>;
  application_id: string;
  event_name: string;
  page_type: string;
  channel: string;
  properties: Json<Record<string, unknown>>;
  received_at: CreatedAt;
}

/** One thing a shopper follows (their wishlist): a product, brand or collection by its id as text. */
interface FollowTable {
  id: Generated<string>;
  application_id: string;
  user_id: string;
  collection_type: 'products' | 'brands' | 'collections';
  collection_id: string;
  created_at: CreatedAt;
}

/** Attempts of one key under one rate-limit rule, when the counts live in the database (no REDIS_URL). */
interface RateLimitTable {
  rule: string;
  /** SHA-256 of the key (which may be an e-mail address), base64url. */
  key_digest: string;
  /** Epoch milliseconds of the attempts still inside the window, oldest first. */
  attempts: number[];
  /** Epoch milliseconds when the newest attempt leaves the window; the row may be deleted after. */
  expires_at: number;
}

/** A signed-in theme editor: only the SHA-256 of the cookie's token is kept. */
interface EditorSessionTable {
  token_hash: string;
  /** Derived from the editor token: changing the token ends every session. */
  editor_key: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** One code or link sent to a shopper (modules/user/one-time-codes.ts); only hashes of the secrets. */
export interface OneTimeCodeTable {
  request_id: string;
  application_id: string;
  purpose: string;
  channel: 'sms' | 'email';
  /** A lower-cased e-mail address, or `{country code}-{digits}` for a phone. */
  destination: string;
  code_hash: string;
  resend_token_hash: string | null;
  /** The account the code is for, when one was known on sending. */
  user_id: string | null;
  /** What the flow carries to the verify step (a registration's form, for one). */
  details: Json;
  attempts: Generated<number>;
  used_at: Date | null;
  resend_after: ColumnType<Date, Date, Date>;
  expires_at: ColumnType<Date, Date, Date>;
  created_at: CreatedAt;
}

/** A message the dev outbox kept instead of (or besides) sending it. */
interface DevOutboxTable {
  id: Generated<string>;
  application_id: string;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  created_at: CreatedAt;
}

/** A custom form: its fields, priority and messages live in `definition` (modules/lead/forms.ts). */
interface CustomFormTable {
  id: string;
  application_id: string;
  slug: string;
  definition: Json;
  created_at: CreatedAt;
}

/** A lead: a contact message, a product request or a custom form's submission. */
export interface TicketTable {
  id: string;
  application_id: string;
  user_id: string | null;
  category: string;
  status: Generated<string>;
  priority: Generated<string>;
  content: Json;
  custom_json: Json;
  form_slug: string | null;
  form_response: Json<unknown[]> | null;
  user_agent: Generated<string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

interface TicketHistoryTable {
  id: string;
  ticket_id: string;
  user_id: string | null;
  type: string;
  value: Json<object>;
  created_at: CreatedAt;
}

/** An uploaded file's record; its bytes live in the file store (modules/file-storage). */
export interface StoredFileTable {
  id: string;
  application_id: string;
  namespace: string;
  file_name: string;
  declared_type: string;
  /** The type its bytes proved to be, once uploaded. */
  content_type: string | null;
  size: number;
  /** SHA-256 of the single-use upload token, base64url; cleared once used. */
  upload_token_hash: string | null;
  upload_expires_at: ColumnType<Date, Date | string, Date | string>;
  state: Generated<'started' | 'uploaded' | 'complete'>;
  created_at: CreatedAt;
  completed_at: Date | null;
}

export interface Database {
  applications: ApplicationTable;
  currencies: CurrencyTable;
  currency_rates: CurrencyRateTable;
  stores: StoreTable;
  departments: DepartmentTable;
  brands: BrandTable;
  categories: CategoryTable;
  products: ProductTable;
  product_sizes: ProductSizeTable;
  inventory: InventoryTable;
  bulk_price_tiers: BulkPriceTierTable;
  collections: CollectionTable;
  collection_items: CollectionItemTable;
  content: ContentTable;
  themes: ThemeTable;
  theme_pages: ThemePageTable;
  users: UserTable;
  user_sessions: UserSessionTable;
  addresses: AddressTable;
  follows: FollowTable;
  rate_limits: RateLimitTable;
  editor_sessions: EditorSessionTable;
  social_identities: SocialIdentityTable;
  short_links: ShortLinkTable;
  communication_consents: CommunicationConsentTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  push_tokens: PushTokenTable;
  click_events: ClickEventTable;
  one_time_codes: OneTimeCodeTable;
  dev_outbox: DevOutboxTable;
  product_bundles: ProductBundleTable;
  product_bundle_items: ProductBundleItemTable;
  credit_notes: CreditNoteTable;
  credit_note_locks: CreditNoteLockTable;
  custom_forms: CustomFormTable;
  tickets: TicketTable;
  ticket_history: TicketHistoryTable;
  stored_files: StoredFileTable;
}

/** Products sold together (a product grouping); `choice` says whether the shopper picks one or several. */
interface ProductBundleTable {
  id: string;
  slug: string;
  name: string;
  choice: Generated<'single' | 'multi'>;
  same_store_assignment: Generated<boolean>;
  is_active: Generated<boolean>;
  logo: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

interface ProductBundleItemTable {
  bundle_id: string;
  product_uid: number;
  position: number;
  min_quantity: Generated<number>;
  max_quantity: number;
  auto_add_to_cart: Generated<boolean>;
  auto_select: Generated<boolean>;
  allow_remove: Generated<boolean>;
}

/** A shopper's credit note: `amount` in paise, of which locks hold parts against orders being placed. */
interface CreditNoteTable {
  number: string;
  application_id: string;
  user_id: string;
  amount: Money;
  currency: Generated<string>;
  created_at: CreatedAt;
}

interface CreditNoteLockTable {
  credit_note_number: string;
  order_id: string;
  amount: Money;
  locked_at: CreatedAt;
}

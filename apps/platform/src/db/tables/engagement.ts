import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './columns';

// Short links, newsletter subscriptions and analytics events.

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

/** A visitor's newsletter subscription (a signed-in shopper's is their e-mail consent). */
export interface NewsletterSubscriberTable {
  application_id: string;
  email: string;
  subscribed: boolean;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One analytics event a storefront sent. */
export interface ClickEventTable {
  id: Generated<string>;
  application_id: string;
  event_name: string;
  page_type: string;
  channel: string;
  properties: Json<Record<string, unknown>>;
  received_at: CreatedAt;
}

import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

/**
 * Short links (a random hash per application that opens the original URL), shoppers' communication consents
 * (and visitors' newsletter subscriptions) and push-notification tokens, and the storefront's click events for the merchant's analytics.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE IF NOT EXISTS short_links (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      hash text NOT NULL,
      url text NOT NULL,
      title text NOT NULL DEFAULT '',
      user_id text REFERENCES users(id) ON DELETE SET NULL,
      active boolean NOT NULL DEFAULT true,
      expire_at timestamptz,
      opened_count integer NOT NULL DEFAULT 0,
      details jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(details) = 'object'),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (application_id, hash)
    );
    CREATE TABLE IF NOT EXISTS communication_consents (
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      channel text NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
      response text NOT NULL CHECK (response IN ('yes', 'no')),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, channel)
    );
    CREATE TABLE IF NOT EXISTS newsletter_subscribers (
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      email text NOT NULL,
      subscribed boolean NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (application_id, email)
    );
    CREATE TABLE IF NOT EXISTS push_tokens (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      unique_device_id text NOT NULL,
      push_token text NOT NULL,
      bundle_identifier text NOT NULL DEFAULT '',
      type text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      expired_at timestamptz,
      UNIQUE (user_id, unique_device_id)
    );
    CREATE TABLE IF NOT EXISTS click_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      event_name text NOT NULL,
      page_type text NOT NULL,
      channel text NOT NULL,
      properties jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(properties) = 'object'),
      received_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS click_events_by_day ON click_events (application_id, received_at);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS click_events, push_tokens, newsletter_subscribers, communication_consents, short_links`.execute(
    db,
  );
}

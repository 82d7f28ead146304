import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

/**
 * Leads and uploaded files. A ticket is a contact message, a product request or a custom form's submission
 * (`form_slug` set); visitors may open one, so `user_id` may be empty. Custom forms keep their definition
 * (fields, priority, messages) in `definition`. A stored file is started, then its bytes arrive through a
 * single-use upload token (only its hash is kept), then it is completed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE IF NOT EXISTS custom_forms (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      slug text NOT NULL,
      definition jsonb NOT NULL CHECK (jsonb_typeof(definition) = 'object'),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (application_id, slug)
    );
    CREATE TABLE IF NOT EXISTS tickets (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      user_id text REFERENCES users(id) ON DELETE SET NULL,
      category text NOT NULL,
      status text NOT NULL DEFAULT 'pending',
      priority text NOT NULL DEFAULT 'low',
      content jsonb NOT NULL CHECK (jsonb_typeof(content) = 'object'),
      custom_json jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(custom_json) = 'object'),
      form_slug text,
      form_response jsonb,
      user_agent text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS tickets_newest ON tickets (application_id, created_at DESC);
    CREATE TABLE IF NOT EXISTS ticket_history (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      ticket_id text NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
      user_id text REFERENCES users(id) ON DELETE SET NULL,
      type text NOT NULL,
      value jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS ticket_history_ticket ON ticket_history (ticket_id, created_at);
    CREATE TABLE IF NOT EXISTS stored_files (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      namespace text NOT NULL,
      file_name text NOT NULL,
      declared_type text NOT NULL,
      content_type text,
      size integer NOT NULL CHECK (size > 0),
      upload_token_hash text UNIQUE,
      upload_expires_at timestamptz NOT NULL,
      state text NOT NULL DEFAULT 'started' CHECK (state IN ('started', 'uploaded', 'complete')),
      created_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS stored_files, ticket_history, tickets, custom_forms`.execute(db);
}

import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`.execute(db);
  await runStatements(
    db,
    `
    CREATE TABLE applications (
      id text PRIMARY KEY,
      token text NOT NULL UNIQUE,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      company_id integer NOT NULL,
      domain text NOT NULL,
      settings jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE currencies (
      id text PRIMARY KEY,
      code text NOT NULL UNIQUE,
      name text NOT NULL,
      symbol text NOT NULL,
      decimal_digits integer NOT NULL,
      is_active boolean NOT NULL DEFAULT true,
      country_name text NOT NULL,
      country_code text NOT NULL
    );
    CREATE TABLE stores (
      uid integer PRIMARY KEY,
      name text NOT NULL,
      store_code text NOT NULL UNIQUE,
      store_type text NOT NULL,
      address jsonb NOT NULL,
      contacts jsonb NOT NULL DEFAULT '[]',
      tags text[] NOT NULL DEFAULT '{}',
      is_ordering_store boolean NOT NULL DEFAULT true
    );
    CREATE TABLE departments (
      uid integer PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      name text NOT NULL,
      logo text NOT NULL,
      priority_order integer NOT NULL
    );
    CREATE TABLE brands (
      uid integer PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      logo text NOT NULL,
      banner_portrait text NOT NULL,
      banner_landscape text NOT NULL,
      department_uids integer[] NOT NULL DEFAULT '{}',
      priority integer NOT NULL DEFAULT 0
    );
    CREATE INDEX brands_name_trgm ON brands USING gin (name gin_trgm_ops);
    CREATE TABLE categories (
      uid integer PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      name text NOT NULL,
      parent_uid integer REFERENCES categories(uid),
      level integer NOT NULL CHECK (level BETWEEN 1 AND 3),
      department_uids integer[] NOT NULL DEFAULT '{}',
      logo text NOT NULL,
      banner_portrait text NOT NULL,
      banner_landscape text NOT NULL,
      priority integer NOT NULL DEFAULT 0
    );
    CREATE INDEX categories_parent ON categories (parent_uid);
    CREATE INDEX categories_name_trgm ON categories USING gin (name gin_trgm_ops);
    CREATE TABLE products (
      uid integer PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      name text NOT NULL,
      item_code text NOT NULL,
      brand_uid integer NOT NULL REFERENCES brands(uid),
      brand_name text NOT NULL,
      category_uid integer NOT NULL REFERENCES categories(uid),
      category_uids integer[] NOT NULL,
      department_uid integer NOT NULL REFERENCES departments(uid),
      description text NOT NULL DEFAULT '',
      short_description text NOT NULL DEFAULT '',
      highlights text[] NOT NULL DEFAULT '{}',
      attributes jsonb NOT NULL DEFAULT '{}',
      tags text[] NOT NULL DEFAULT '{}',
      medias jsonb NOT NULL DEFAULT '[]',
      rating real NOT NULL DEFAULT 0,
      rating_count integer NOT NULL DEFAULT 0,
      variant_group text,
      price_marked_min bigint NOT NULL,
      price_marked_max bigint NOT NULL,
      price_effective_min bigint NOT NULL,
      price_effective_max bigint NOT NULL,
      discount_percent integer NOT NULL DEFAULT 0,
      popularity integer NOT NULL DEFAULT 0,
      is_active boolean NOT NULL DEFAULT true,
      online_at timestamptz NOT NULL,
      search_text text NOT NULL DEFAULT '',
      search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english'::regconfig, name), 'A') ||
        setweight(to_tsvector('english'::regconfig, brand_name), 'B') ||
        setweight(to_tsvector('english'::regconfig, search_text), 'C')
      ) STORED
    );
    CREATE INDEX products_brand ON products (brand_uid);
    CREATE INDEX products_department ON products (department_uid);
    CREATE INDEX products_category_uids ON products USING gin (category_uids);
    CREATE INDEX products_tags ON products USING gin (tags);
    CREATE INDEX products_search ON products USING gin (search_vector);
    CREATE INDEX products_name_trgm ON products USING gin (name gin_trgm_ops);
    CREATE INDEX products_popularity ON products (popularity DESC, uid);
    CREATE INDEX products_variant_group ON products (variant_group);
    CREATE TABLE product_sizes (
      id serial PRIMARY KEY,
      product_uid integer NOT NULL REFERENCES products(uid) ON DELETE CASCADE,
      size text NOT NULL,
      display text NOT NULL,
      position integer NOT NULL,
      price_marked bigint NOT NULL,
      price_effective bigint NOT NULL,
      seller_identifier text NOT NULL,
      weight_grams integer NOT NULL DEFAULT 500,
      UNIQUE (product_uid, size)
    );
    CREATE TABLE inventory (
      size_id integer NOT NULL REFERENCES product_sizes(id) ON DELETE CASCADE,
      store_uid integer NOT NULL REFERENCES stores(uid),
      quantity integer NOT NULL CHECK (quantity >= 0),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (size_id, store_uid)
    );
    CREATE TABLE collections (
      uid text PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      type text NOT NULL CHECK (type IN ('query', 'items')),
      query jsonb NOT NULL DEFAULT '{}',
      sort_on text,
      logo text NOT NULL,
      banner_portrait text NOT NULL,
      banner_landscape text NOT NULL,
      tags text[] NOT NULL DEFAULT '{}',
      badge jsonb NOT NULL DEFAULT '{}',
      priority integer NOT NULL DEFAULT 0,
      is_active boolean NOT NULL DEFAULT true
    );
    CREATE INDEX collections_name_trgm ON collections USING gin (name gin_trgm_ops);
    CREATE TABLE collection_items (
      collection_uid text NOT NULL REFERENCES collections(uid) ON DELETE CASCADE,
      product_uid integer NOT NULL REFERENCES products(uid) ON DELETE CASCADE,
      position integer NOT NULL,
      PRIMARY KEY (collection_uid, product_uid)
    );
    CREATE TABLE content (
      id text PRIMARY KEY,
      application_id text NOT NULL REFERENCES applications(id),
      kind text NOT NULL,
      slug text NOT NULL,
      position integer NOT NULL DEFAULT 0,
      tags text[] NOT NULL DEFAULT '{}',
      published boolean NOT NULL DEFAULT true,
      data jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (application_id, kind, slug)
    );
    CREATE TABLE themes (
      id text PRIMARY KEY,
      application_id text NOT NULL REFERENCES applications(id),
      name text NOT NULL,
      is_applied boolean NOT NULL DEFAULT false,
      data jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX themes_one_applied ON themes (application_id) WHERE is_applied;
    CREATE TABLE theme_pages (
      theme_id text NOT NULL REFERENCES themes(id) ON DELETE CASCADE,
      value text NOT NULL,
      data jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (theme_id, value)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS theme_pages, themes, content, collection_items, collections, inventory, product_sizes,
      products, categories, brands, departments, stores, currencies, applications CASCADE
  `.execute(db);
}

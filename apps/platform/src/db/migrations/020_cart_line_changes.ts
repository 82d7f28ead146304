import { type Kysely, sql } from 'kysely';

/**
 * One cart line changed in one round trip: the cart's row is locked (changes to one cart run one after another,
 * so its limits hold under parallel calls), the line is judged by the cart's size, the line now and the store's
 * stock, and only a line that passes is written. The verdict says why a line was not; the caller words it.
 * `p_add` adds `p_quantity` to the line; otherwise the line is set to it (0 removes it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION cart_put_line(
      p_cart text, p_size integer, p_store integer, p_quantity integer, p_add boolean,
      p_max_quantity integer, p_max_lines integer)
    RETURNS TABLE (item_name text, size_display text, stock integer, units_before integer, line_count integer,
      verdict text, touched_at timestamptz)
    LANGUAGE plpgsql AS $$
    DECLARE
      wanted integer;
    BEGIN
      PERFORM 1 FROM carts c WHERE c.id = p_cart FOR UPDATE;
      -- Read after the lock: in READ COMMITTED each statement sees what the cart's last change committed.
      SELECT p.name, ps.display,
        coalesce((SELECT i.quantity FROM inventory i WHERE i.size_id = ps.id AND i.store_uid = p_store), 0),
        coalesce((SELECT ci.quantity FROM cart_items ci
          WHERE ci.cart_id = p_cart AND ci.size_id = ps.id AND ci.store_uid = p_store), 0),
        (SELECT count(*) FROM cart_items ci WHERE ci.cart_id = p_cart)::integer
      INTO item_name, size_display, stock, units_before, line_count
      FROM product_sizes ps JOIN products p ON p.uid = ps.product_uid
      WHERE ps.id = p_size;
      IF NOT FOUND THEN
        verdict := 'unknown';
        RETURN NEXT;
        RETURN;
      END IF;
      wanted := CASE WHEN p_add THEN units_before + p_quantity ELSE p_quantity END;
      verdict := CASE
        WHEN NOT p_add AND units_before = 0 THEN 'not_in_cart'
        WHEN wanted > p_max_quantity THEN 'too_many'
        WHEN units_before = 0 AND line_count >= p_max_lines THEN 'too_many_lines'
        -- Fewer is always allowed, even of what has run out: the shopper is putting it back.
        WHEN wanted > units_before AND wanted > stock THEN 'short'
        ELSE 'done'
      END;
      IF verdict = 'done' THEN
        IF wanted = 0 THEN
          DELETE FROM cart_items ci WHERE ci.cart_id = p_cart AND ci.size_id = p_size AND ci.store_uid = p_store;
        ELSE
          -- A new line comes after every line the cart holds, even within the clock's resolution (PGlite's
          -- can be a millisecond): lines are shown in the order they were added.
          INSERT INTO cart_items AS ci (cart_id, size_id, store_uid, quantity, added_at)
          VALUES (p_cart, p_size, p_store, wanted, greatest(clock_timestamp(),
            (SELECT max(o.added_at) + interval '1 microsecond' FROM cart_items o WHERE o.cart_id = p_cart)))
          ON CONFLICT (cart_id, size_id, store_uid) DO UPDATE SET quantity = excluded.quantity;
        END IF;
        UPDATE carts c SET updated_at = now() WHERE c.id = p_cart RETURNING c.updated_at INTO touched_at;
      END IF;
      RETURN NEXT;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS cart_put_line(text, integer, integer, integer, boolean, integer, integer)`.execute(
    db,
  );
}

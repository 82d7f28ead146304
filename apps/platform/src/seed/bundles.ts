import type { Db } from '../db/database';
import { hexId } from './content-settings';

/**
 * Two demo bundles of products sold together, made of the first products of the catalogue (none when it is
 * empty). Added if missing, so shops seeded earlier get them too.
 */
export async function seedBundles(db: Db): Promise<void> {
  const products = await db.selectFrom('products').select('uid').orderBy('uid').limit(6).execute();
  if (products.length < 6) return;
  const bundles = [
    { slug: 'weekend-set', name: 'Weekend set', choice: 'multi' as const, uids: products.slice(0, 3) },
    { slug: 'pick-a-gift', name: 'Pick a gift', choice: 'single' as const, uids: products.slice(3, 6) },
  ];
  for (const bundle of bundles) {
    const id = hexId('bundle', bundle.slug);
    const inserted = await db
      .insertInto('product_bundles')
      .values({ id, slug: bundle.slug, name: bundle.name, choice: bundle.choice, logo: null })
      .onConflict((oc) => oc.column('slug').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    await db
      .insertInto('product_bundle_items')
      .values(
        bundle.uids.map(({ uid }, position) => ({
          bundle_id: id,
          product_uid: uid,
          position,
          min_quantity: bundle.choice === 'single' ? 0 : 1,
          max_quantity: bundle.choice === 'single' ? 1 : 3,
          auto_select: bundle.choice === 'multi' && position === 0,
          allow_remove: !(bundle.choice === 'multi' && position === 0),
        })),
      )
      .execute();
  }
}

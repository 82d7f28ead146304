import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ChangeFeed } from '../../http/change-feed';

/** The change counter's value after the last write this process announced itself, by database. */
const announcedVersions = new WeakMap<Db, string>();

/**
 * Notes that this process has announced the catalogue as of this counter value (catalogue-writes, after its
 * commit), so the watcher does not announce the same write again a second later: each announcement drops every
 * kept page and response.
 */
export function noteAnnouncedVersion(db: Db, version: string): void {
  announcedVersions.set(db, version);
}

/** How often the catalogue's change counter is read: a change made by SQL from outside shows within this. */
const WATCH_EVERY_MS = 1_000;

/**
 * Watches the catalogue's change counter (migration 003 moves it on every write to products, sizes or collection
 * items, whoever makes it) and announces a 'catalogue' change when it moves, so a price set by SQL from outside
 * the platform drops every kept page and response too. Reading fails quietly while the database is away (the
 * next read after it is back sees the move). Returns how to stop watching.
 */
export function watchCatalogueChanges(db: Db, changes: ChangeFeed, everyMs = WATCH_EVERY_MS): () => void {
  let seen: string | undefined;
  let reading = false;
  const read = async () => {
    if (reading) return;
    reading = true;
    try {
      const { rows } = await sql<{ version: string }>`SELECT version::text FROM catalog_changes`.execute(db);
      const version = rows[0]?.version;
      const moved = seen !== undefined && version !== seen;
      if (moved && version !== announcedVersions.get(db)) await changes.publish('catalogue');
      seen = version;
    } catch {
      // The database is away, or the counter not yet made: the next read tries again.
    } finally {
      reading = false;
    }
  };
  read();
  const timer = setInterval(read, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

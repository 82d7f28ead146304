import { TtlMemo } from '@vitrine/contract';
import type { Db } from '../db/database';
import type { Application } from './context';

/** Looks applications up by id, remembering them briefly: every request needs one. */
export class ApplicationDirectory {
  private readonly known: TtlMemo<Application | undefined>;

  constructor(
    private readonly db: Db,
    ttlMs = 30_000,
  ) {
    this.known = new TtlMemo({ ttlMs, maxEntries: 1000 });
  }

  find(id: string): Promise<Application | undefined> {
    return this.known.get(id, async () => {
      const row = await this.db
        .selectFrom('applications')
        .select(['id', 'token', 'name', 'company_id', 'domain'])
        .where('id', '=', id)
        .executeTakeFirst();
      return (
        row && { id: row.id, token: row.token, name: row.name, companyId: row.company_id, domain: row.domain }
      );
    });
  }
}

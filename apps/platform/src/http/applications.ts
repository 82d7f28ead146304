import type { Db } from '../db/database';
import type { Application } from './context';

/** Looks applications up by id, remembering them briefly: every request needs one. */
export class ApplicationDirectory {
  private readonly known = new Map<string, { app: Application | undefined; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 30_000,
  ) {}

  async find(id: string): Promise<Application | undefined> {
    const now = Date.now();
    const hit = this.known.get(id);
    if (hit && hit.until > now) return hit.app;
    const row = await this.db
      .selectFrom('applications')
      .select(['id', 'token', 'name', 'company_id', 'domain'])
      .where('id', '=', id)
      .executeTakeFirst();
    const app = row && {
      id: row.id,
      token: row.token,
      name: row.name,
      companyId: row.company_id,
      domain: row.domain,
    };
    if (this.known.size > 1000) this.known.clear();
    this.known.set(id, { app, until: now + this.ttlMs });
    return app;
  }
}

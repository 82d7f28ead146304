import type { UserPlatformConfig } from '@vitrine/contract';
import { storedJson } from '@vitrine/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';

type Doc = Record<string, unknown>;

const isDoc = (value: unknown): value is Doc =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` wins field by field, down through nested objects; arrays and plain values replace. */
function mergeOver(base: Doc, over: Doc): Doc {
  const out: Doc = { ...base };
  for (const [key, value] of Object.entries(over)) {
    out[key] = isDoc(value) && isDoc(base[key]) ? mergeOver(base[key], value) : value;
  }
  return out;
}

/** What a shop without its own sign-in settings offers: password and one-time-code sign-in, no social logins. */
function defaultPlatformConfig(app: { id: string; name: string; createdAt: string }): UserPlatformConfig {
  const requiredFields = {
    email: { is_required: false, level: 'hard' },
    mobile: { is_required: false, level: 'hard' },
  };
  return {
    _id: app.id,
    name: app.name,
    display: app.name,
    active: true,
    register: true,
    forgot_password: true,
    skip_login: false,
    skip_captcha: true,
    login: { password: true, otp: true },
    social: { facebook: false, google: false, apple: false, account_kit: false },
    required_fields: requiredFields,
    register_required_fields: requiredFields,
    flash_card: { text: '', text_color: '#ffffff', background_color: '#000000' },
    subtext: 'Login to Shop',
    delete_account_day: 7,
    created_at: app.createdAt,
    updated_at: app.createdAt,
  };
}

/** The shop's sign-in configuration: `settings.user_platform` over the defaults. */
export async function loadPlatformConfig(db: Db, applicationId: string): Promise<UserPlatformConfig> {
  const row = await db
    .selectFrom('applications')
    .select(['id', 'name', 'created_at', sql<Doc | string | null>`settings -> 'user_platform'`.as('stored')])
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (!row) throw notFound('Application not found');
  const stored = storedJson<unknown>(row.stored);
  const defaults = defaultPlatformConfig({
    id: row.id,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
  });
  return isDoc(stored) ? (mergeOver(defaults, stored) as UserPlatformConfig) : defaults;
}

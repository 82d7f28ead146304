import { storedJson } from '@vitrine/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import type { StaffMember } from './staff';

type Doc = Record<string, unknown>;

/** The stored configuration of an application: its row plus the `settings` document. */
type Image = { secure_url: string };

/** The shop's public face (app info). */
interface AppInfo {
  logo?: Image;
  mobile_logo?: Image;
  favicon?: Image;
  banner?: Image;
  channel_type?: string;
  mode?: string;
  social_links?: { icon: string; link: string; title: string }[];
  support?: { phone?: string; email?: string; timing?: string };
  meta?: { name: string; value: string }[];
}

export interface ApplicationSettings {
  id: string;
  name: string;
  description: string;
  companyId: number;
  domain: string;
  createdAt: string;
  app: AppInfo;
  features: Doc;
  tokens: Doc;
  information: Doc;
  owner: Doc;
  company: Doc;
  languages: { name: string; code: string }[];
  currencies: { supported: string[]; default: string };
  staff: StaffMember[];
  /** Delivery charges and cash-on-delivery limits (modules/cart/cart-rules.ts reads them). */
  cartRules: Doc;
}

export async function loadSettings(db: Db, applicationId: string): Promise<ApplicationSettings> {
  const row = await db
    .selectFrom('applications')
    .select(['id', 'name', 'description', 'company_id', 'domain', 'settings', 'created_at'])
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (!row) throw notFound('Application not found');
  const settings = storedJson<Doc>(row.settings);
  const doc = (key: string): Doc => (settings[key] as Doc | undefined) ?? {};
  const currencies = (settings.currencies as ApplicationSettings['currencies'] | undefined) ?? {
    supported: ['INR'],
    default: 'INR',
  };
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    companyId: row.company_id,
    domain: row.domain,
    createdAt: new Date(row.created_at).toISOString(),
    app: doc('app') as AppInfo,
    features: doc('features'),
    tokens: doc('tokens'),
    information: doc('information'),
    owner: doc('owner'),
    company: doc('company'),
    languages: (settings.languages as ApplicationSettings['languages'] | undefined) ?? [
      { name: 'English', code: 'en-IN' },
    ],
    currencies,
    staff: (settings.staff as StaffMember[] | undefined) ?? [],
    cartRules: doc('cart_rules'),
  };
}

/** The application's domain in the platform's Domain shape. */
export function domainOf(settings: ApplicationSettings) {
  return {
    _id: settings.id,
    name: settings.domain,
    verified: true,
    is_primary: true,
    is_shortlink: false,
    is_predefined: true,
  };
}

import { api as contract } from '@vitrine/contract';
import type { Hono } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { domainOf, loadSettings } from './settings';
import { findStore, listOrderingStores, orderingStore } from './stores';

const endpoints = contract.configuration;
const cached = { cacheSeconds: 60 };

type CurrencyRow = {
  id: string;
  code: string;
  name: string;
  symbol: string;
  decimal_digits: number;
  is_active: boolean;
  country_name: string;
  country_code: string;
};
const currencyBody = ({ id, ...rest }: CurrencyRow) => ({ _id: id, ...rest });

export function registerConfiguration(api: Hono<AppEnv>, services: Services): void {
  const { db } = services;
  const settingsOf = (c: { get(key: 'application'): { id: string } }) =>
    loadSettings(db, c.get('application').id);

  const basicDetails = async (c: Parameters<typeof settingsOf>[0]) => {
    const s = await settingsOf(c);
    return {
      _id: s.id,
      name: s.name,
      description: s.description,
      slug: s.id,
      company_id: s.companyId,
      logo: s.app.logo,
      mobile_logo: s.app.mobile_logo,
      favicon: s.app.favicon,
      banner: s.app.banner,
      domain: domainOf(s),
      domains: [domainOf(s)],
      social_links: s.app.social_links,
      support: s.app.support,
    };
  };

  route(
    api,
    services,
    endpoints.getApplication,
    async (_input, c) => {
      const s = await settingsOf(c);
      return {
        ...(await basicDetails(c)),
        ...s.app,
        is_active: true,
        is_internal: false,
        cache_ttl: 60,
        app_type: 'live',
        status: 'active',
        website: { enabled: true, basepath: '/' },
        cors: { domains: [] },
        auth: { enabled: true },
        redirections: [],
        created_at: s.createdAt,
        modified_at: s.createdAt,
      };
    },
    cached,
  );
  route(api, services, endpoints.getBasicDetails, (_input, c) => basicDetails(c), cached);
  route(
    api,
    services,
    endpoints.getContactInfo,
    async (_input, c) => (await settingsOf(c)).information,
    cached,
  );
  route(
    api,
    services,
    endpoints.getFeatures,
    async (_input, c) => ({ feature: (await settingsOf(c)).features }),
    cached,
  );
  route(
    api,
    services,
    endpoints.getIntegrationTokens,
    async (_input, c) => (await settingsOf(c)).tokens,
    cached,
  );
  route(
    api,
    services,
    endpoints.getLanguages,
    async (_input, c) => ({ items: (await settingsOf(c)).languages }),
    cached,
  );

  route(
    api,
    services,
    endpoints.getCurrencies,
    async () => {
      const rows = await db
        .selectFrom('currencies')
        .selectAll()
        .where('is_active', '=', true)
        .orderBy('code')
        .execute();
      return { items: rows.map(currencyBody) };
    },
    cached,
  );
  route(
    api,
    services,
    endpoints.getCurrencyById,
    async ({ params }) => {
      const row = await db
        .selectFrom('currencies')
        .selectAll()
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!row) throw notFound(`Currency ${params.id} not found`);
      return currencyBody(row);
    },
    cached,
  );
  route(
    api,
    services,
    endpoints.getAppCurrencies,
    async (_input, c) => {
      const s = await settingsOf(c);
      const codes = [...new Set([s.currencies.default, ...s.currencies.supported])];
      const rows = await db
        .selectFrom('currencies')
        .selectAll()
        .where('code', 'in', codes)
        .orderBy('code')
        .execute();
      const fallback = rows.find((row) => row.code === s.currencies.default);
      return {
        _id: s.id,
        application: s.id,
        default_currency: { ref: fallback?.id ?? '', code: s.currencies.default },
        supported_currency: rows.map(currencyBody),
        created_at: s.createdAt,
        modified_at: s.createdAt,
      };
    },
    cached,
  );

  const about = async (c: Parameters<typeof settingsOf>[0]) => {
    const s = await settingsOf(c);
    return {
      application_info: {
        _id: s.id,
        name: s.name,
        description: s.description,
        slug: s.id,
        is_active: true,
        mode: 'live',
        created_at: s.createdAt,
        domain: domainOf(s),
        domains: [domainOf(s)],
        logo: s.app.logo,
        mobile_logo: s.app.mobile_logo,
        favicon: s.app.favicon,
        banner: s.app.banner,
        website: { enabled: true, basepath: '/' },
        cors: { domains: [] },
        meta: [],
        tokens: [],
        company_info: { uid: s.companyId, ...s.company },
        owner_info: s.owner,
      },
    };
  };
  route(api, services, endpoints.getOwnerInfo, (_input, c) => about(c), cached);
  route(api, services, endpoints.getOwnerInfoV1, (_input, c) => about(c), cached);

  for (const endpoint of [endpoints.getOrderingStores, endpoints.getOrderingStoresV1]) {
    route(
      api,
      services,
      endpoint,
      async ({ query }, c) => {
        const s = await settingsOf(c);
        const selection = ((s.features.common as Record<string, unknown> | undefined)
          ?.deployment_store_selection ?? {}) as {
          enabled?: boolean;
          type?: string;
        };
        const page = await listOrderingStores(db, {
          pageNo: query.page_no ?? 1,
          pageSize: query.page_size ?? 100,
          q: query.q,
        });
        return {
          _id: s.id,
          app: s.id,
          enabled: selection.enabled ?? false,
          type: selection.type ?? 'hard',
          all_stores: true,
          deployed_stores: page.deployedUids,
          items: page.items,
          page: page.page,
        };
      },
      cached,
    );
  }
  for (const endpoint of [endpoints.getStoreDetailById, endpoints.getStoreDetailByIdV1]) {
    route(
      api,
      services,
      endpoint,
      async ({ params }) => {
        const store = await findStore(db, params.store_id);
        if (!store) throw notFound(`Store ${params.store_id} not found`);
        return orderingStore(store);
      },
      cached,
    );
  }
}

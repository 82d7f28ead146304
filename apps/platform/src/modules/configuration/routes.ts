import { api as contract } from '@vitrine/contract';
import type { Services } from '../../http/context';
import { notFound } from '../../http/errors';
import type { On } from '../../http/route';
import { activeCurrencies, currenciesByCode, currencyById } from './currencies-sql';
import { clearOrderingStoreCookie, setOrderingStoreCookie } from './ordering-store-cookie';
import { domainOf, loadSettings } from './settings';
import { matchingStaff } from './staff';
import { findStore, listOrderingStores, orderingStore } from './stores';

const endpoints = contract.configuration;
const cached = { cacheSeconds: 60 };

export function registerConfiguration(on: On, services: Services): void {
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

  on(
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
  on(endpoints.getBasicDetails, (_input, c) => basicDetails(c), cached);
  on(endpoints.getContactInfo, async (_input, c) => (await settingsOf(c)).information, cached);
  on(endpoints.getFeatures, async (_input, c) => ({ feature: (await settingsOf(c)).features }), cached);
  on(endpoints.getIntegrationTokens, async (_input, c) => (await settingsOf(c)).tokens, cached);
  on(endpoints.getLanguages, async (_input, c) => ({ items: (await settingsOf(c)).languages }), cached);

  on(endpoints.getCurrencies, async () => ({ items: await activeCurrencies(db) }), cached);
  on(
    endpoints.getCurrencyById,
    async ({ params }) => {
      const currency = await currencyById(db, params.id);
      if (!currency) throw notFound(`Currency ${params.id} not found`);
      return currency;
    },
    cached,
  );
  on(
    endpoints.getAppCurrencies,
    async (_input, c) => {
      const s = await settingsOf(c);
      const currencies = await currenciesByCode(db, [
        ...new Set([s.currencies.default, ...s.currencies.supported]),
      ]);
      const fallback = currencies.find((currency) => currency.code === s.currencies.default);
      return {
        _id: s.id,
        application: s.id,
        default_currency: { ref: fallback?._id ?? '', code: s.currencies.default },
        supported_currency: currencies,
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
  on(endpoints.getOwnerInfo, (_input, c) => about(c), cached);
  on(endpoints.getOwnerInfoV1, (_input, c) => about(c), cached);

  for (const endpoint of [endpoints.getOrderingStores, endpoints.getOrderingStoresV1]) {
    on(
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
    on(
      endpoint,
      async ({ params }) => {
        const store = await findStore(db, params.store_id);
        if (!store) throw notFound(`Store ${params.store_id} not found`);
        return orderingStore(store);
      },
      cached,
    );
  }

  on(endpoints.getOrderingStoreCookie, async ({ body }, c) => {
    const store = await findStore(db, body.ordering_store.uid);
    if (!store?.is_ordering_store)
      throw notFound(`Store ${body.ordering_store.uid} is not an ordering store`);
    setOrderingStoreCookie(c, store.uid);
    return { success: true, message: 'Ordering store selected' };
  });
  on(endpoints.removeOrderingStoreCookie, (_input, c) => {
    clearOrderingStoreCookie(c);
    return { success: true, message: 'Ordering store removed' };
  });

  on(
    endpoints.getAppStaffs,
    async ({ query }, c) => ({ staff_users: matchingStaff(await settingsOf(c), query) }),
    cached,
  );
  on(
    endpoints.getAppStaffList,
    async ({ query }, c) => {
      const all = matchingStaff(await settingsOf(c), query);
      const current = query.page_no ?? 1;
      const size = query.page_size ?? 10;
      return {
        items: all.slice((current - 1) * size, current * size),
        page: {
          type: 'number' as const,
          current,
          size,
          item_total: all.length,
          has_next: current * size < all.length,
          has_previous: current > 1,
        },
      };
    },
    cached,
  );
}

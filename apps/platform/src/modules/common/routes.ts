import { api as contract } from '@vitrine/contract';
import type { Services } from '../../http/context';
import { notFound } from '../../http/errors';
import type { On } from '../../http/route';
import { domainOf, loadSettings } from '../configuration/settings';
import { pincodeDirectory } from '../logistics/localities';
import { locationsOf } from './locations';

const endpoints = contract.common;
const cached = { cacheSeconds: 60 };

/** The calls under `/service/common`: the shop's places, and finding an application by its domain. */
export function registerCommon(on: On, services: Services): void {
  const { db } = services;

  on(
    endpoints.getLocations,
    async ({ query }, c) => ({
      items: locationsOf(
        await pincodeDirectory(db, c.get('application').id),
        query.location_type ?? 'country',
        query.id,
      ),
    }),
    cached,
  );

  // The caller names an application by its credentials; the query, a domain, must be that application's.
  on(endpoints.searchApplication, async ({ query }, c) => {
    const settings = await loadSettings(db, c.get('application').id);
    const wanted = query.query
      ?.trim()
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/\/.*$/, '');
    if (wanted && wanted !== settings.domain.toLowerCase()) {
      throw notFound(`No application found for ${query.query}`);
    }
    const domain = domainOf(settings);
    return {
      application: {
        _id: settings.id,
        name: settings.name,
        description: settings.description,
        company_id: settings.companyId,
        channel_type: 'website-and-mobile-apps',
        is_active: true,
        is_internal: false,
        website: { enabled: true, basepath: '/' },
        domain,
        domains: [domain],
        logo: settings.app.logo,
        favicon: settings.app.favicon,
        created_at: settings.createdAt,
      },
    };
  });
}

import { useText } from '@vitrine/kit';
import { CONTENT_EN_IN } from '@vitrine/kit/content-texts';
import { data, Form, useLoaderData } from 'react-router';
import { loadAddressFeatures } from '../address/address-book.server';
import { mapAvailable } from '../address/map-provider';
import { pageError } from '../catalog/page-error.server';
import { PageLinks } from '../catalog/page-links';
import { Breadcrumbs, JsonLd } from '../content/breadcrumbs';
import contentStyles from '../content/content.css?url';
import { breadcrumbJsonLd } from '../content/json-ld';
import { listPaging, queryText } from '../content/list-query';
import { StoreMap } from '../content/store-map';
import { scriptJson } from '../product/json-ld';
import { loadSectionPage } from '../sections/page-sections.server';
import { TemplateSlot } from '../sections/template-slot';
import { seoMeta } from '../seo';
import type { Route } from './+types/locate-us';

/** The theme page this route shows (the editor frame protocol and tag injection name pages so). */
export const handle = { themePage: 'locate-us' };

/** Spec: default page size of deployment stores. */
const STORES_PAGE_SIZE = 12;
/** Where the map opens when no store has a position: the middle of India. */
const INDIA = { latitude: 22.35, longitude: 78.67 };
const CRUMBS = [
  { name: 'Home', path: '/', text: 'nav.home' as const },
  { name: 'Locate us', path: '/locate-us', text: 'content.locateUs' as const },
];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentStyles }];

function coordinate(query: URLSearchParams, name: string, limit: number): number | undefined {
  const text = query.get(name);
  if (text === null || text === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || Math.abs(value) > limit) {
    throw data(`${name} must be a number from -${limit} to ${limit}`, { status: 400 });
  }
  return value;
}

/** The shop's stores, searchable by name, code or city, nearest first when a place was picked on the map. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = url.searchParams;
  const { pageNo } = listPaging(query, STORES_PAGE_SIZE);
  const q = queryText(query, 'q');
  const latitude = coordinate(query, 'latitude', 90);
  const longitude = coordinate(query, 'longitude', 180);
  const [stores, features, templateSections] = await Promise.all([
    context.sdk.catalog
      .getStores({ q, pageNo, pageSize: STORES_PAGE_SIZE, latitude, longitude })
      .catch(pageError),
    loadAddressFeatures(context),
    loadSectionPage(context, request, 'locate-us'),
  ]);
  const items = stores.items.map((store) => ({
    uid: store.uid ?? 0,
    name: store.name || store.store_code || 'Store',
    address: store.address,
    place: [store.city, store.state, store.pincode].filter(Boolean).join(', '),
    point: store.lat_long?.coordinates?.length === 2 ? store.lat_long.coordinates : undefined,
  }));
  const first = items.find((store) => store.point)?.point;
  return {
    templateSections,
    stores: items,
    q: q ?? '',
    page: { type: 'number' as const, current: pageNo, has_next: !!stores.page?.has_next },
    map: mapAvailable(features.map) ? features.map : undefined,
    center:
      latitude !== undefined && longitude !== undefined
        ? { latitude, longitude }
        : first
          ? { latitude: first[1], longitude: first[0] }
          : INDIA,
    jsonLd: scriptJson(breadcrumbJsonLd(CRUMBS, url.origin)),
    seo: { title: 'Locate us', description: 'Find a store near you.', canonicalPath: '/locate-us' },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function LocateUs() {
  const { stores, q, page, map, center, jsonLd, templateSections } = useLoaderData<typeof loader>();
  const t = useText(CONTENT_EN_IN);
  return (
    <section className="content-page" data-testid="locate-us">
      <JsonLd json={jsonLd} />
      <Breadcrumbs crumbs={CRUMBS} />
      <h1 className="page-title">{t('content.locateUs')}</h1>
      <Form method="get" action="/locate-us" className="content-search" role="search">
        <input
          type="search"
          name="q"
          defaultValue={q}
          placeholder={t('content.storePlaceholder')}
          aria-label={t('content.findStore')}
        />
        <button type="submit" className="button">
          {t('content.findStores')}
        </button>
      </Form>
      {map ? <StoreMap settings={map} center={center} /> : null}
      {stores.length ? (
        <ul className="store-list" data-testid="store-list">
          {stores.map((store) => (
            <li key={store.uid} className="store-list__item">
              <h2 className="store-list__name">{store.name}</h2>
              {store.address ? <p>{store.address}</p> : null}
              {store.place ? <p>{store.place}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="content-empty" data-testid="stores-empty">
          {q ? t('content.noStoresFor', { q }) : t('content.noStores')}
        </p>
      )}
      <PageLinks page={page} />
      <TemplateSlot page="locate-us" sections={templateSections} />
    </section>
  );
}

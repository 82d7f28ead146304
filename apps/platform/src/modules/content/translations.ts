import { api as contract, type EndpointResponse, storedJson } from '@vitrine/contract';
import type { Context } from 'hono';
import { sql } from 'kysely';
import type { AppEnv, Services } from '../../http/context';
import { notFound } from '../../http/errors';
import type { On } from '../../http/route';
import { loadSettings } from '../configuration/settings';
import { type Doc, findDoc, listDocs, numberPage } from './documents';

const endpoints = contract.content;
const cached = { cacheSeconds: 60 };
const appId = (c: Context<AppEnv>) => c.get('application').id;

type Translation = EndpointResponse<typeof endpoints.fetchResourceTranslations>['items'][number];
type CustomFields = EndpointResponse<typeof endpoints.getCustomFieldsByResourceId>['items'];

/**
 * Languages, translations, custom fields and custom objects: documents the merchant keeps beside the shop's
 * content (kinds `translations`, `custom_fields`, `custom_object`, `ui_labels`). A resource nothing is kept for
 * answers an empty list; a custom object that does not exist, 404.
 */
export function registerContentTranslations(on: On, services: Services): void {
  const { db } = services;
  const languagesOf = async (c: Context<AppEnv>) => (await loadSettings(db, appId(c))).languages;

  const translations = async (c: Context<AppEnv>, type: string, locale: string, wanted: string[]) => {
    if (!(await languagesOf(c)).some((language) => language.code === locale)) {
      throw notFound(`The shop does not offer the language ${locale}`);
    }
    const doc = await findDoc(db, appId(c), 'translations', `${type}/${locale}`);
    const items = ((doc?.items as Translation[] | undefined) ?? []).filter(
      (item) => wanted.length === 0 || wanted.includes(item.resource_id),
    );
    return { items };
  };
  const idsIn = (text: string | undefined) =>
    (text ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);

  on(
    endpoints.fetchResourceTranslations,
    ({ params, query }, c) => translations(c, params.type, params.locale, idsIn(query.resource_id)),
    cached,
  );
  on(endpoints.fetchResourceTranslationsWithPayload, ({ params, query, body }, c) =>
    translations(c, params.type, params.locale, [...idsIn(query.resource_id), ...(body?.resource_ids ?? [])]),
  );

  on(
    endpoints.getSupportedLanguages,
    async (_input, c) => ({
      items: (await languagesOf(c)).map((language, index) => ({
        locale: language.code,
        name: language.name,
        direction: 'ltr',
        is_default: index === 0,
      })),
    }),
    cached,
  );

  on(
    endpoints.getTranslateUILabels,
    async ({ query }, c) => {
      const { items } = await listDocs(db, appId(c), 'ui_labels');
      const matching = items.filter(
        (item) =>
          (!query.locale || item.locale === query.locale) &&
          (!query.theme_id || item.theme_id === query.theme_id) &&
          (!query.template_theme_id || item.template_theme_id === query.template_theme_id) &&
          (!query.type || item.type === query.type),
      );
      // The call takes no page: every matching label set comes on one page.
      return { items: matching, page: numberPage(1, matching.length, matching.length) };
    },
    cached,
  );

  const customFields = async (c: Context<AppEnv>, resource: string, slug: string) => {
    const doc = await findDoc(db, appId(c), 'custom_fields', `${resource}/${slug}`);
    return { items: (doc?.items as CustomFields | undefined) ?? [] };
  };
  on(
    endpoints.getCustomFieldsByResourceId,
    ({ params }, c) => customFields(c, params.resource, params.resource_slug),
    cached,
  );
  on(
    endpoints.getCustomFields,
    ({ params }, c) => customFields(c, params.resource, params.resource_id),
    cached,
  );

  on(
    endpoints.getCustomObjectBySlug,
    async ({ params }, c) => {
      const doc = await findDoc(db, appId(c), 'custom_object', `${params.definition_slug}/${params.slug}`);
      if (!doc) throw notFound(`Custom object not found: ${params.definition_slug}/${params.slug}`);
      return doc;
    },
    cached,
  );
  on(
    endpoints.getCustomObject,
    async ({ params }, c) => {
      const row = await db
        .selectFrom('content')
        .select('data')
        .where('application_id', '=', appId(c))
        .where('kind', '=', 'custom_object')
        .where('published', '=', true)
        .where(sql<string>`data->>'_id'`, '=', params.metaobject_id)
        .executeTakeFirst();
      if (!row) throw notFound(`Custom object not found: ${params.metaobject_id}`);
      return storedJson<Doc>(row.data);
    },
    cached,
  );
}

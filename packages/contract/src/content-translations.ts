import { z } from 'zod';
import { noParams, noQuery, Page, queryText } from './common';
import { endpoint } from './endpoint';

const BASE = '/service/application/content';
const text = z.string().optional();
const segment = (label: string) =>
  z
    .string()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`)
    .regex(/^[A-Za-z0-9_.-]+$/, `${label} may hold letters, digits, '.', '_' and '-' only`);

const Translation = z.looseObject({
  resource_id: z.string(),
  type: z.string(),
  locale: z.string(),
  value: z.unknown(),
});
const ResourceTranslations = z.looseObject({ items: z.array(Translation) });
const translationParams = z.object({ type: segment('type'), locale: segment('locale') });
const resourceIdQuery = z.strictObject({ resource_id: queryText(2000, 'resource_id').optional() });

const CustomField = z.looseObject({
  _id: text,
  namespace: text,
  key: text,
  resource: text,
  resource_slug: text,
  type: text,
  multi_value: z.boolean().optional(),
  value: z.array(z.looseObject({ value: z.unknown() })).optional(),
});
const CustomObject = z.looseObject({
  _id: text,
  slug: text,
  status: text,
  display_name: text,
  definition: z.looseObject({ _id: text, name: text, type: text }).optional(),
  references: z.array(z.unknown()).optional(),
  fields: z
    .array(z.looseObject({ _id: text, key: text, type: text, value: z.array(z.unknown()).optional() }))
    .optional(),
});

/** Content calls v3.4.2 added: translations of resources and UI labels, languages, custom fields and objects. */
export const contentTranslations = {
  fetchResourceTranslations: endpoint({
    method: 'GET',
    path: `${BASE}/v1.0/resource/translations/{type}/{locale}`,
    params: translationParams,
    query: resourceIdQuery,
    body: undefined,
    response: ResourceTranslations,
  }),
  fetchResourceTranslationsWithPayload: endpoint({
    method: 'POST',
    path: `${BASE}/v1.0/resource/translations/{type}/{locale}`,
    params: translationParams,
    query: resourceIdQuery,
    body: z
      .looseObject({
        resource_ids: z.array(z.string().max(200)).max(500, 'Ask for at most 500 resources').optional(),
      })
      .optional(),
    response: ResourceTranslations,
  }),
  getSupportedLanguages: endpoint({
    method: 'GET',
    path: `${BASE}/v1.0/languages`,
    params: noParams,
    query: noQuery,
    body: undefined,
    response: z.looseObject({
      items: z.array(
        z.looseObject({
          locale: z.string(),
          name: z.string(),
          direction: z.string(),
          is_default: z.boolean(),
        }),
      ),
    }),
  }),
  getTranslateUILabels: endpoint({
    method: 'GET',
    path: `${BASE}/v1.0/translate-ui-labels`,
    params: noParams,
    query: z.strictObject({
      template: queryText(10, 'template').optional(),
      template_theme_id: queryText(100, 'template_theme_id').optional(),
      theme_id: queryText(100, 'theme_id').optional(),
      locale: queryText(20, 'locale').optional(),
      type: queryText(50, 'type').optional(),
    }),
    body: undefined,
    response: z.looseObject({
      items: z.array(
        z.looseObject({
          _id: text,
          theme_id: text,
          locale: text,
          type: text,
          resource: z.unknown().optional(),
        }),
      ),
      page: Page,
    }),
  }),
  getCustomFieldsByResourceId: endpoint({
    method: 'GET',
    path: `${BASE}/v2.0/customfields/resource/{resource}/{resource_slug}`,
    params: z.object({ resource: segment('resource'), resource_slug: segment('resource_slug') }),
    query: noQuery,
    body: undefined,
    response: z.looseObject({ items: z.array(CustomField) }),
  }),
  getCustomObjectBySlug: endpoint({
    method: 'GET',
    path: `${BASE}/v2.0/customobjects/definition/{definition_slug}/entries/{slug}`,
    params: z.object({ definition_slug: segment('definition_slug'), slug: segment('slug') }),
    query: noQuery,
    body: undefined,
    response: CustomObject,
  }),
  /** v1.4.13's older path for a resource's custom fields; its `resource_id` is the resource's slug here. */
  getCustomFields: endpoint({
    method: 'GET',
    path: `${BASE}/v1.0/metafields/{resource}/{resource_id}`,
    params: z.object({ resource: segment('resource'), resource_id: segment('resource_id') }),
    query: noQuery,
    body: undefined,
    response: z.looseObject({ items: z.array(CustomField) }),
  }),
  /** v1.4.13's older path for a custom object, by its id. */
  getCustomObject: endpoint({
    method: 'GET',
    path: `${BASE}/v1.0/metaobjects/{metaobject_id}`,
    params: z.object({ metaobject_id: segment('metaobject_id') }),
    query: noQuery,
    body: undefined,
    response: CustomObject,
  }),
} as const;

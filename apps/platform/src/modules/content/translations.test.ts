import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients, signedRequest } from '../user/test-clients';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
});
afterAll(() => platform?.close());

const v3 = () => officialClients(platform).v3;

describe('languages and translations (v3.4.2 content calls)', () => {
  it('lists the shop’s languages, English first', async () => {
    const { items } = await v3().content.getSupportedLanguages();
    expect(items).toEqual([
      { locale: 'en-IN', name: 'English', direction: 'ltr', is_default: true },
      { locale: 'hi', name: 'हिन्दी', direction: 'ltr', is_default: false },
    ]);
  });

  it('answers the Hindi titles of pages, all or the ones asked for, by GET and by POST', async () => {
    const all = await v3().content.fetchResourceTranslations({ type: 'page', locale: 'hi' });
    expect(all.items.map((item: { resource_id: string }) => item.resource_id)).toEqual([
      'about-us',
      'size-guide',
    ]);
    const one = await v3().content.fetchResourceTranslations({
      type: 'page',
      locale: 'hi',
      resourceId: 'about-us',
    });
    expect(one.items).toEqual([
      { resource_id: 'about-us', type: 'page', locale: 'hi', value: { title: 'हमारे बारे में' } },
    ]);
    const posted = await v3().content.fetchResourceTranslationsWithPayload({
      type: 'page',
      locale: 'hi',
      body: { resource_ids: ['size-guide'] },
    });
    expect(posted.items).toHaveLength(1);
    expect(posted.items[0].value).toEqual({ title: 'साइज़ गाइड' });
  });

  it('answers no translations for a resource type nothing is translated for, and 404 for a language the shop lacks', async () => {
    expect(await v3().content.fetchResourceTranslations({ type: 'product', locale: 'hi' })).toEqual({
      items: [],
    });
    await expect(
      v3().content.fetchResourceTranslations({ type: 'page', locale: 'fr' }),
    ).rejects.toMatchObject({
      code: 404,
      message: 'The shop does not offer the language fr',
    });
    const odd = await signedRequest(platform, {
      method: 'GET',
      path: '/service/application/content/v1.0/resource/translations/pa%20ge/hi',
    });
    expect(odd.status).toBe(400);
  });

  it('answers UI labels as a page (none kept yet)', async () => {
    const labels = await v3().content.getTranslateUILabels({ locale: 'hi' });
    expect(labels).toEqual({
      items: [],
      page: { type: 'number', current: 1, size: 0, item_total: 0, has_next: false, has_previous: false },
    });
  });
});

describe('custom fields and custom objects', () => {
  it('answers a resource’s custom fields, and none for a resource without any', async () => {
    const fields = await v3().content.getCustomFieldsByResourceId({
      resource: 'page',
      resourceSlug: 'about-us',
    });
    expect(fields.items).toEqual([expect.objectContaining({ key: 'founded', value: [{ value: 2019 }] })]);
    expect(
      await v3().content.getCustomFieldsByResourceId({ resource: 'page', resourceSlug: 'size-guide' }),
    ).toEqual({
      items: [],
    });
  });

  it('answers a custom object by its definition and slug, and 404 for one that does not exist', async () => {
    const object = await v3().content.getCustomObjectBySlug({ definitionSlug: 'care-guide', slug: 'cotton' });
    expect(object).toMatchObject({
      slug: 'cotton',
      display_name: 'Cotton',
      definition: { name: 'Care guide' },
    });
    await expect(
      v3().content.getCustomObjectBySlug({ definitionSlug: 'care-guide', slug: 'silk' }),
    ).rejects.toMatchObject({ code: 404, message: 'Custom object not found: care-guide/silk' });
  });
});

describe('custom fields and objects on v1.4.13’s older paths', () => {
  it('answers them with bodies v1.4.13’s models accept', async () => {
    const { v1 } = officialClients(platform);
    const fields = await v1.content.getCustomFields({ resource: 'page', resourceId: 'about-us' });
    expect(fields.items).toEqual([expect.objectContaining({ key: 'founded' })]);
    const { _id } = await v3().content.getCustomObjectBySlug({
      definitionSlug: 'care-guide',
      slug: 'cotton',
    });
    const object = await v1.content.getCustomObject({ metaobjectId: _id });
    expect(object).toMatchObject({ _id, display_name: 'Cotton' });
    await expect(v1.content.getCustomObject({ metaobjectId: 'f'.repeat(24) })).rejects.toMatchObject({
      code: 404,
      message: `Custom object not found: ${'f'.repeat(24)}`,
    });
  });
});

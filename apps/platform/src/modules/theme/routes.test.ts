import { AVAILABLE_PAGE_SLUGS, api, THEME_PAGE_SLUGS } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankThemeId } from '../../seed/theme';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { contractGet, officialClients, signedGet } from '../content/test-clients';

let platform: TestPlatform;
let sdk: ReturnType<typeof officialClients>;
let themeId: string;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
  sdk = officialClients(platform);
  themeId = (await sdk.v1.theme.getAppliedTheme())._id;
});
afterAll(() => platform?.close());

interface Section {
  name: string;
  label: string;
  source: string;
  props: Record<string, { type: string; value: unknown }>;
  blocks: unknown[];
  predicate: Record<string, unknown>;
}

describe('the applied theme', () => {
  it('is Vitrine Default with a 24-hex id, the Poppins font and the default colours', async () => {
    const theme = await sdk.v1.theme.getAppliedTheme();
    expect(theme.name).toBe('Vitrine Default');
    expect(theme._id).toMatch(/^[0-9a-f]{24}$/);
    expect(theme.applied).toBe(true);
    expect(theme.font.family).toBe('Poppins');
    expect(Object.keys(theme.font.variants).sort()).toEqual([
      'bold',
      'light',
      'medium',
      'regular',
      'semi_bold',
    ]);
    const config = theme.config.list.find((entry: { name: string }) => entry.name === theme.config.current);
    expect(config.global_config.statics.props.colors).toMatchObject({
      accent_color: '#ffffff',
      secondary_color: '#02d1cb',
      primary_color: '#7043F7',
      link_color: '#7043f7',
      bg_color: '#f8f8f8',
    });
    expect(config.global_config.custom.props.disable_cart).toBe(false);
    expect(theme.config.global_schema.props.map((p: { id: string }) => p.id)).toContain('disable_cart');
    expect(await sdk.v3.theme.getAppliedTheme({})).toEqual(theme);
  });

  it('lists the available sections with their settings schemas', async () => {
    const theme = await sdk.v1.theme.getAppliedTheme();
    const names = theme.available_sections.map((s: { name: string }) => s.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'announcement-bar',
        'hero-banner',
        'category-grid',
        'product-carousel',
        'brand-grid',
        'collection-grid',
        'image-with-text',
        'product-grid',
        'rich-text',
        'blog-posts',
        'faq',
        'newsletter',
      ]),
    );
    const hero = theme.available_sections.find((s: { name: string }) => s.name === 'hero-banner');
    expect(hero.props.map((p: { id: string }) => p.id)).toEqual([
      'image',
      'title',
      'subtitle',
      'button_text',
      'button_link',
      'overlay_opacity',
    ]);
  });

  it('serves the same theme for preview by id, and 404 for an unknown theme', async () => {
    const preview = await sdk.v1.theme.getThemeForPreview({ themeId });
    expect(preview._id).toBe(themeId);
    await expect(
      sdk.v3.theme.getThemeForPreview({ themeId: 'ffffffffffffffffffffffff' }),
    ).rejects.toMatchObject({ code: 404 });
  });
});

describe('the starter theme', () => {
  it('can be previewed but is not applied, names its own bundle and starts with empty pages', async () => {
    const starterId = blankThemeId(platform.applicationId);
    const starter = await sdk.v1.theme.getThemeForPreview({ themeId: starterId });
    expect([starter.name, starter.applied, starter.meta.slug]).toEqual([
      'Vitrine Blank',
      false,
      'vitrine-blank',
    ]);
    expect((await sdk.v1.theme.getAppliedTheme())._id).not.toBe(starterId);
    const home = await sdk.v1.theme.getPage({ themeId: starterId, pageValue: 'home' });
    expect(home.sections).toEqual([]);
  });
});

describe('theme pages', () => {
  it('has a page for every theme page slug and available page slug', async () => {
    const { pages } = await sdk.v1.theme.getAllPages({ themeId });
    const values = pages.map((p: { value: string }) => p.value);
    expect(values).toEqual(expect.arrayContaining([...THEME_PAGE_SLUGS, ...AVAILABLE_PAGE_SLUGS]));
    // Every system page, plus the demo's own section page (type 'sections').
    expect(
      pages.filter((p: { type: string }) => p.type === 'sections').map((p: { value: string }) => p.value),
    ).toEqual(['summer-sale']);
    for (const page of pages) {
      expect(page).toMatchObject({
        type: page.value === 'summer-sale' ? 'sections' : 'system',
        theme: themeId,
        text: expect.any(String),
        path: expect.any(String),
      });
      expect(page.seo.title).toBeTruthy();
    }
    await expect(sdk.v1.theme.getAllPages({ themeId: 'ffffffffffffffffffffffff' })).rejects.toMatchObject({
      code: 404,
    });
  });

  it('builds the home page from at least 8 sections in the agreed order, each fully described', async () => {
    const home = await sdk.v1.theme.getPage({ themeId, pageValue: 'home' });
    const sections = home.sections as Section[];
    expect(sections.map((s) => s.name)).toEqual([
      'announcement-bar',
      'hero-banner',
      'category-grid',
      'product-carousel',
      'brand-grid',
      'image-with-text',
      'product-grid',
      'collection-grid',
      'rich-text',
      'blog-posts',
    ]);
    for (const section of sections) {
      expect(section.source).toBe('themeBundle');
      expect(section.label).toBeTruthy();
      expect(section.blocks).toEqual([]);
      expect(section.predicate).toEqual({
        screen: { mobile: true, tablet: true, desktop: true },
        user: { authenticated: true, anonymous: true },
        route: { selected: 'none', exact_url: '', query: {} },
      });
      for (const prop of Object.values(section.props))
        expect(Object.keys(prop).sort()).toEqual(['type', 'value']);
    }
    const byName = Object.fromEntries(sections.map((s) => [s.name, s.props]));
    for (const image of [
      byName['hero-banner'].image.value,
      byName['image-with-text'].image.value,
    ] as string[]) {
      const response = await fetch(`${platform.baseUrl}${image}?w=480`);
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    expect(byName['image-with-text'].image_position.value).toBe('left');
    expect(byName['product-carousel'].collection.value).toBe('new-arrivals');
    expect(byName['product-grid'].collection.value).toBe('best-sellers');
    expect(home.seo.title).toContain('Vitrine');
  });

  it('serves other pages by value on both versions, and 404 for an unknown page', async () => {
    const faq = await sdk.v3.theme.getPage({ themeId, pageValue: 'faq' });
    expect(faq.sections.map((s: Section) => s.name)).toEqual(['rich-text']);
    const listing = await sdk.v1.theme.getPage({ themeId, pageValue: 'product-listing' });
    expect(listing.path).toBe('products');
    await expect(sdk.v1.theme.getPage({ themeId, pageValue: 'no-such-page' })).rejects.toMatchObject({
      code: 404,
    });
    await expect(
      sdk.v1.theme.getPage({ themeId: 'ffffffffffffffffffffffff', pageValue: 'home' }),
    ).rejects.toMatchObject({
      code: 404,
    });
  });

  it('rejects malformed queries with 400', async () => {
    for (const query of ['filters=perhaps', 'company=-4', 'unknown=1']) {
      const response = await signedGet(platform, `/service/application/theme/v1.0/${themeId}/home?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
  });
});

describe('our contract', () => {
  it('accepts every theme response', async () => {
    await contractGet(platform, api.theme.getAppliedTheme);
    await contractGet(platform, api.theme.getThemeForPreview, { theme_id: themeId });
    await contractGet(platform, api.theme.getAllPages, { theme_id: themeId });
    for (const page of AVAILABLE_PAGE_SLUGS) {
      await contractGet(platform, api.theme.getPage, { theme_id: themeId, page_value: page });
    }
  });
});

import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients } from '../content/test-clients';
import { editorClient, sessionCookie } from './test-client';

let platform: TestPlatform;
let sdk: ReturnType<typeof officialClients>;
let editor: ReturnType<typeof editorClient>;
let themeId: string;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
  sdk = officialClients(platform);
  themeId = (await sdk.v1.theme.getAppliedTheme())._id;
  const cookie = await sessionCookie(platform.baseUrl, platform.platform.services.config.editorToken);
  editor = editorClient(platform.baseUrl, cookie);
});
afterAll(() => platform?.close());

interface Section {
  name: string;
  props: Record<string, { type: string; value: unknown }>;
  blocks?: { type: string; name?: string; props: Record<string, { value: unknown }> }[];
  [key: string]: unknown;
}

/** The answer to a request announcing a body of `length` bytes, without sending it: refused unread. */
function announcedBodyStatus(path: string, length: number): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${platform.baseUrl}${path}`, {
      method: 'PUT',
      headers: { ...editor.headers, 'content-type': 'application/json', 'content-length': String(length) },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode);
      request.destroy();
    });
    request.on('error', reject);
    request.flushHeaders();
  });
}

const homeSections = async (): Promise<Section[]> => (await editor.get('api/pages/home')).body.sections;
const livePage = async (value: string) => sdk.v1.theme.getPage({ themeId, pageValue: value });

describe('reading the applied theme', () => {
  it('lists the 17 demo sections with their schemas, the pages, the global schema and the current globals', async () => {
    const { status, body } = await editor.get('api/theme');
    expect(status).toBe(200);
    expect(body.theme).toEqual({ id: themeId, name: 'Vitrine Default' });
    expect(body.storefrontUrl).toBe('');
    expect(body.sections).toHaveLength(17);
    const hero = body.sections.find((s: Section) => s.name === 'hero-banner');
    expect(hero).toMatchObject({ label: 'Hero banner', blocks: [] });
    expect(hero.props.find((p: { id: string }) => p.id === 'overlay_opacity')).toMatchObject({
      type: 'range',
      min: 0,
      max: 100,
    });
    const slideshow = body.sections.find((s: Section) => s.name === 'image-slideshow');
    expect(slideshow.blocks[0]).toMatchObject({ type: 'slide', name: 'Slide' });
    expect(body.pages[0]).toEqual({ value: 'home', text: 'Home', path: '' });
    expect(body.pages).toContainEqual({
      value: 'product-listing',
      text: 'Product listing',
      path: 'products',
    });
    expect(body.pages.length).toBeGreaterThan(40);
    expect(body.globalSchema.map((p: { id: string }) => p.id)).toContain('disable_cart');
    expect(body.globals).toEqual({
      primary_color: '#7043F7',
      secondary_color: '#02d1cb',
      accent_color: '#ffffff',
      link_color: '#7043f7',
      bg_color: '#f8f8f8',
      disable_cart: false,
      font_family: 'Poppins',
    });
  });

  it('reads a page with its sections, and answers 404 for an unknown page', async () => {
    const home = await editor.get('api/pages/home');
    expect(home.status).toBe(200);
    expect(home.body).toMatchObject({ value: 'home', text: 'Home', path: '' });
    expect(home.body.sections.map((s: Section) => s.name)).toEqual(
      (await livePage('home')).sections.map((s: Section) => s.name),
    );
    const missing = await editor.get('api/pages/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain('no-such-page');
    expect((await editor.get('api/pages/bad%20value')).status).toBe(400);
    expect((await editor.get('api/nothing-here')).status).toBe(404);
  });
});

describe('saving a page', () => {
  it('saves a reordered home page, and the application API serves the new order at once', async () => {
    const before = await livePage('home');
    const reordered = [...before.sections].reverse();
    const saved = await editor.put('api/pages/home', { sections: reordered });
    expect(saved.status).toBe(200);
    expect(saved.body.value).toBe('home');
    expect(Date.parse(saved.body.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(saved.body.sections).toEqual(reordered);

    const after = await livePage('home');
    expect(after.sections.map((s: Section) => s.name)).toEqual(reordered.map((s: Section) => s.name));
    expect(after.sections).toEqual(reordered);
    expect((await sdk.v3.theme.getPage({ themeId, pageValue: 'home' })).sections).toEqual(reordered);
    expect(await homeSections()).toEqual(reordered);
    const theme = await sdk.v1.theme.getAppliedTheme();
    expect(Date.parse(theme.updated_at)).toBe(Date.parse(saved.body.updatedAt));
  });

  it('stores sections in the theme form: schema props with their types, defaults for missing ones, unknown ids dropped', async () => {
    const sections = [
      {
        name: 'hero-banner',
        props: { title: { value: 'Summer' }, overlay_opacity: { value: 40 }, extra: { value: 1 } },
      },
      {
        name: 'testimonials',
        props: {},
        blocks: [{ type: 'testimonial', props: { text: { value: 'Lovely' }, author: { value: 'Asha' } } }],
        predicate: { screen: { mobile: false, tablet: true, desktop: true } },
      },
    ];
    const saved = await editor.put('api/pages/faq', { sections });
    expect(saved.status).toBe(200);
    const [hero, testimonials] = (await livePage('faq')).sections;
    expect(hero).toMatchObject({
      name: 'hero-banner',
      label: 'Hero banner',
      source: 'themeBundle',
      blocks: [],
    });
    expect(hero.props.title).toEqual({ type: 'text', value: 'Summer' });
    expect(hero.props.overlay_opacity).toEqual({ type: 'range', value: 40 });
    expect(hero.props.button_text).toEqual({ type: 'text', value: 'Shop now' });
    expect(hero.props.extra).toBeUndefined();
    expect(hero.predicate.screen).toEqual({ mobile: true, tablet: true, desktop: true });
    expect(testimonials.blocks).toEqual([
      {
        type: 'testimonial',
        name: 'Testimonial',
        props: {
          text: { type: 'textarea', value: 'Lovely' },
          author: { type: 'text', value: 'Asha' },
          role: { type: 'text', value: '' },
          image: { type: 'image', value: '' },
        },
      },
    ]);
    expect(testimonials.predicate).toEqual({ screen: { mobile: false, tablet: true, desktop: true } });
  });

  it('refuses an unknown section, a prop of the wrong type and an undeclared block, changing nothing', async () => {
    const before = await homeSections();
    const cases: [unknown[], string][] = [
      [[...before, { name: 'nope', props: {} }], 'Unknown section "nope"'],
      [
        [
          { name: 'announcement-bar', props: {} },
          { name: 'hero-banner', props: { overlay_opacity: { value: 'lots' } } },
        ],
        'Section 2 ("hero-banner"): "overlay_opacity" must be a number from 0 to 100',
      ],
      [
        [{ name: 'hero-banner', props: { overlay_opacity: { value: 105 } } }],
        'Section 1 ("hero-banner"): "overlay_opacity" must be a number from 0 to 100',
      ],
      [
        [{ name: 'rich-text', props: { heading: { value: 7 } } }],
        'Section 1 ("rich-text"): "heading" must be text',
      ],
      [
        [{ name: 'image-with-text', props: { image_position: { value: 'top' } } }],
        'Section 1 ("image-with-text"): "image_position" must be one of "left", "right"',
      ],
      [
        [{ name: 'testimonials', props: {}, blocks: [{ type: 'slide', props: {} }] }],
        'Section 1 ("testimonials"): block 1 has an unknown type "slide"',
      ],
      [
        [
          {
            name: 'image-slideshow',
            props: {},
            blocks: [{ type: 'slide', props: { link: { value: false } } }],
          },
        ],
        'Section 1 ("image-slideshow"), block 1 ("slide"): "link" must be text',
      ],
    ];
    for (const [sections, message] of cases) {
      const response = await editor.put('api/pages/home', { sections });
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await homeSections()).toEqual(before);
  });

  it('answers 400 for a malformed body and 404 for an unknown page, never 500', async () => {
    for (const body of ['{', { sections: 'all' }, { sections: [{ props: {} }] }, {}, []]) {
      const response = await editor.put('api/pages/home', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
    const tooMany = Array.from({ length: 101 }, () => ({ name: 'faq', props: {} }));
    expect((await editor.put('api/pages/home', { sections: tooMany })).status).toBe(400);
    expect(await announcedBodyStatus('/editor/api/pages/home', 2_000_000)).toBe(413);
    expect((await editor.put('api/pages/no-such-page', { sections: [] })).status).toBe(404);
  });

  it('refuses control characters, broken text and deep nesting in a saved page, changing nothing', async () => {
    const before = await homeSections();
    const withText = (text: string) => ({
      sections: [{ name: 'plain-text', props: { text: { type: 'textarea', value: text } } }],
    });
    for (const body of [
      withText('a\u0000b'),
      withText('a\u0001b'),
      withText('a\ud800b'),
      { sections: [{ name: 'faq\u0000', props: {} }] },
    ]) {
      const response = await editor.put('api/pages/home', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toMatch(/control character or broken text/);
    }
    const deep = `{"sections":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    expect((await editor.put('api/pages/home', deep)).status).toBe(400);
    expect(await homeSections()).toEqual(before);
  });

  it('refuses changes from another origin or not sent as JSON', async () => {
    const before = await homeSections();
    const foreign = await editor.put('api/pages/home', { sections: [] }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const form = await editor.put('api/pages/home', JSON.stringify({ sections: [] }), {
      'content-type': 'text/plain',
    });
    expect(form.status).toBe(403);
    const globals = await editor.put('api/globals', { bg_color: '#000000' }, { origin: 'null' });
    expect(globals.status).toBe(403);
    expect(await homeSections()).toEqual(before);
    expect(
      (await editor.put('api/pages/home', { sections: before }, { origin: platform.baseUrl })).status,
    ).toBe(200);
  });
});

describe('saving the global settings', () => {
  it("changes the applied theme's colours, cart switch and font, as the application API serves them", async () => {
    await sdk.v1.theme.getAppliedTheme();
    const saved = await editor.put('api/globals', {
      primary_color: '#112233',
      bg_color: '#fafafa80',
      link_color: '#abc',
      disable_cart: true,
      font_family: 'Work Sans',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.globals).toEqual({
      primary_color: '#112233',
      secondary_color: '#02d1cb',
      accent_color: '#ffffff',
      link_color: '#abc',
      bg_color: '#fafafa80',
      disable_cart: true,
      font_family: 'Work Sans',
    });

    const theme = await sdk.v1.theme.getAppliedTheme();
    const config = theme.config.list.find((entry: { name: string }) => entry.name === theme.config.current);
    expect(config.global_config.static.props.colors).toMatchObject({
      primary_color: '#112233',
      bg_color: '#fafafa80',
      link_color: '#abc',
    });
    expect(config.global_config.statics.props.colors.primary_color).toBe('#112233');
    expect(config.global_config.custom.props.disable_cart).toBe(true);
    expect(theme.font.family).toBe('Work Sans');
    expect((await editor.get('api/theme')).body.globals).toEqual(saved.body.globals);
  });

  it('refuses colours that are not hex and fonts with odd characters', async () => {
    for (const body of [
      { primary_color: 'red' },
      { bg_color: '#12345' },
      { link_color: 'url(x)' },
      { font_family: 'Poppins; }' },
      { disable_cart: 'yes' },
    ]) {
      const response = await editor.put('api/globals', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
    expect((await editor.get('api/theme')).body.globals.primary_color).toBe('#112233');
  });

  it('saves the tag manager container id where the storefront reads it, and clears it when emptied', async () => {
    const saved = await editor.put('api/globals', { gtm_container_id: ' gtm-k9x2pq ' });
    expect(saved.status).toBe(200);
    expect(saved.body.globals.gtm_container_id).toBe('GTM-K9X2PQ');
    const theme = await sdk.v1.theme.getAppliedTheme();
    const config = theme.config.list.find((entry: { name: string }) => entry.name === theme.config.current);
    expect(config.global_config.custom.props.gtm_container_id).toBe('GTM-K9X2PQ');
    expect((await editor.get('api/theme')).body.globals.gtm_container_id).toBe('GTM-K9X2PQ');

    const cleared = await editor.put('api/globals', { gtm_container_id: '' });
    expect(cleared.status).toBe(200);
    expect((await editor.get('api/theme')).body.globals.gtm_container_id).toBe('');
  });

  it('refuses a container id that is not GTM- and letters or digits, saying what one looks like', async () => {
    await editor.put('api/globals', { gtm_container_id: 'GTM-ABC1234' });
    for (const id of [
      'UA-12345-1',
      'GTM-',
      "GTM-1');alert(1)//",
      'GTM-ABCDEFGHIJKLM',
      42,
      'x'.repeat(5000),
    ]) {
      const response = await editor.put('api/globals', { gtm_container_id: id });
      expect(response.status, String(id)).toBe(400);
      expect(response.body.message, String(id)).toContain('GTM-ABC1234');
    }
    expect((await editor.get('api/theme')).body.globals.gtm_container_id).toBe('GTM-ABC1234');
  });
});

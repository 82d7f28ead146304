import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { editorClient, sessionCookie } from './test-client';

let platform: TestPlatform;
let editor: ReturnType<typeof editorClient>;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 60 });
  editor = editorClient(
    platform.baseUrl,
    await sessionCookie(platform.baseUrl, platform.platform.services.config.editorToken),
  );
});
afterAll(() => platform?.close());

describe('choices for the product, category, brand and collection pickers', () => {
  it('lists what a setting may name, narrowed by the text typed', async () => {
    const brands = await editor.get('api/choices/brand');
    expect(brands.status).toBe(200);
    expect(brands.body.items.length).toBeGreaterThan(0);
    const [first] = brands.body.items as { value: string; text: string }[];
    expect(first).toEqual({ value: expect.any(String), text: expect.any(String) });
    const narrowed = await editor.get(`api/choices/brand?q=${encodeURIComponent(first.text.slice(0, 4))}`);
    expect(
      narrowed.body.items.every((c: { text: string; value: string }) =>
        `${c.text.toLowerCase()} ${c.value}`.includes(first.text.slice(0, 4).toLowerCase()),
      ),
    ).toBe(true);
    expect(
      (await editor.get('api/choices/collection')).body.items.map((c: { value: string }) => c.value),
    ).toContain('new-arrivals');
    expect((await editor.get('api/choices/category')).body.items.length).toBeGreaterThan(0);
    expect((await editor.get('api/choices/product')).body.items).toHaveLength(20);
  });

  it('refuses an unknown kind and answers nothing without a session', async () => {
    expect((await editor.get('api/choices/shoe')).status).toBe(400);
    expect((await fetch(`${platform.baseUrl}/editor/api/choices/brand`)).status).toBe(401);
  });
});

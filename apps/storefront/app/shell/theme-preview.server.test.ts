import { describe, expect, it } from 'vitest';
import { PREVIEW_THEME_COOKIE, previewCookies, previewThemeId } from './theme-preview.server';

const THEME = 'f565d8cbcacc234773fd006a';
const OTHER = '182082b031ec4498e9846686';
const request = (url: string, cookie?: string) => new Request(url, { headers: cookie ? { cookie } : {} });

describe('theme preview', () => {
  it('starts with ?themeId= and is kept by its cookie on later pages', () => {
    expect(previewThemeId(request(`http://shop.test/?themeId=${THEME}`))).toBe(THEME);
    expect(previewThemeId(request('http://shop.test/brands/', `${PREVIEW_THEME_COOKIE}=${THEME}`))).toBe(
      THEME,
    );
    expect(
      previewThemeId(request(`http://shop.test/?themeId=${OTHER}`, `${PREVIEW_THEME_COOKIE}=${THEME}`)),
    ).toBe(OTHER);
    expect(previewThemeId(request('http://shop.test/'))).toBeNull();
  });

  it('ignores anything that is not a theme id', () => {
    expect(previewThemeId(request('http://shop.test/?themeId=../../admin'))).toBeNull();
    expect(previewThemeId(request('http://shop.test/', `${PREVIEW_THEME_COOKIE}=<script>`))).toBeNull();
  });

  it('sets the cookie for a preview link, but not in the editor’s edit mode', () => {
    const [cookie] = previewCookies(new URL(`https://shop.test/?themeId=${THEME}`));
    expect(cookie).toContain(`${PREVIEW_THEME_COOKIE}=${THEME}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(previewCookies(new URL(`http://shop.test/?themeId=${THEME}&isEdit=true`))).toEqual([]);
    expect(previewCookies(new URL('http://shop.test/?themeId=nope'))).toEqual([]);
  });
});

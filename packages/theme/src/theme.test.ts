import { describe, expect, it } from 'vitest';
import theme, { presets } from './index';
import { themeSettings } from './schema';
import { cssVariables, cssVariablesText, defaultGlobals, toThemeGlobals } from './settings';

describe('the default theme bundle', () => {
  it('provides the shell components, sections and a stylesheet URL', () => {
    expect(theme.name).toBe('vitrine-default');
    expect(theme.Header && theme.Footer && theme.Loader && theme.NotFound && theme.EmptyState).toBeTruthy();
    // Vite turns the `?url` import into the built file's URL; the unit-test transform stubs CSS as ''.
    expect(typeof theme.stylesheet).toBe('string');
    for (const name of ['hero-banner', 'product-carousel', 'product-grid', 'faq', 'custom-html']) {
      expect(theme.sections[name]).toBeDefined();
    }
  });

  it('has a home preset of at least 8 sections, all of them known', () => {
    const home = presets[0].pages.find((page) => page.value === 'home');
    expect(home?.sections.length).toBeGreaterThanOrEqual(8);
    for (const section of home?.sections ?? [])
      expect(theme.sections[section.name], section.name).toBeDefined();
  });

  it('every setting id of a section is unique and every section has a label', () => {
    for (const [name, section] of Object.entries(theme.sections)) {
      const ids = section.settings.map((s) => s.id);
      expect(new Set(ids).size, name).toBe(ids.length);
      expect(section.label, name).not.toBe('');
    }
  });
});

describe('global settings', () => {
  it('default to the spec colours, Poppins, an enabled cart and no tag manager', () => {
    expect(defaultGlobals).toEqual({
      colors: {
        accent: '#ffffff',
        secondary: '#02d1cb',
        primary: '#7043F7',
        link: '#7043f7',
        background: '#f8f8f8',
      },
      font: 'Poppins',
      disableCart: false,
      gtmContainerId: '',
    });
    expect(themeSettings().find((s) => s.id === 'font_family')?.default).toBe('Poppins');
    expect(themeSettings().find((s) => s.id === 'disable_cart')?.default).toBe(false);
  });

  it('turn stored values into globals, rejecting values that could break out of CSS', () => {
    const globals = toThemeGlobals({
      primary_color: '#112233',
      link_color: 'red;} body{display:none',
      font_family: "Inter'; }",
      disable_cart: true,
    });
    expect(globals.colors.primary).toBe('#112233');
    expect(globals.colors.link).toBe('#7043f7');
    expect(globals.font).toBe('Poppins');
    expect(globals.disableCart).toBe(true);
  });

  it('become CSS variables with a system font fallback', () => {
    const variables = cssVariables(toThemeGlobals({ font_family: 'Inter' }));
    expect(variables['--color-primary']).toBe('#7043F7');
    expect(variables['--font-body']).toMatch(/^'Inter', system-ui/);
    // The shop serves Poppins itself, with a metric-matched fallback for the moment before it arrives.
    expect(cssVariables(defaultGlobals)['--font-body']).toMatch(/^'Poppins', 'Poppins Fallback', system-ui/);
    expect(cssVariablesText(defaultGlobals)).toMatch(
      /^:root\{--color-primary:#7043F7;.*--color-background:#f8f8f8;/,
    );
  });
});

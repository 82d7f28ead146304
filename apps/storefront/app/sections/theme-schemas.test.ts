// The platform's demo seed places sections on the default theme's pages; this storefront's theme renders them.
import { themePages } from '@vitrine/platform/testing/theme-pages';
import theme from '@vitrine/theme';
import { describe, expect, it } from 'vitest';

const placed = themePages().flatMap((page) =>
  page.sections.map((section, index) => ({ where: `${page.value} #${index + 1} ${section.name}`, section })),
);

describe('the sections the platform seeds on the demo pages', () => {
  it('are sections the theme renders', () => {
    expect(placed.length).toBeGreaterThan(10);
    for (const { where, section } of placed) expect(theme.sections[section.name], where).toBeDefined();
  });

  it('set only settings their section declares, as the declared type, within its range and choices', () => {
    for (const { where, section } of placed) {
      const settings = theme.sections[section.name].settings;
      for (const [id, prop] of Object.entries(section.props)) {
        const setting = settings.find((s) => s.id === id);
        expect(setting, `${where}: ${id}`).toBeDefined();
        expect(prop.type, `${where}: ${id}`).toBe(setting?.type);
        if (setting?.type === 'range') {
          expect(prop.value, `${where}: ${id}`).toBeGreaterThanOrEqual(setting.min ?? -Infinity);
          expect(prop.value, `${where}: ${id}`).toBeLessThanOrEqual(setting.max ?? Infinity);
        }
        if (setting?.options) {
          expect(
            setting.options.map((option) => option.value),
            `${where}: ${id}`,
          ).toContain(prop.value);
        }
      }
    }
  });
});

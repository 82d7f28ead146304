// The platform seeds the sections merchants may place (available_sections); this storefront's theme renders them.
import { SECTION_SCHEMAS } from '@vitrine/platform/testing/theme-sections';
import theme from '@vitrine/theme';
import { describe, expect, it } from 'vitest';

describe('the sections the platform offers merchants', () => {
  it('are exactly the theme’s sections, with the same settings and block types', () => {
    expect(SECTION_SCHEMAS.map((s) => s.name).sort()).toEqual(Object.keys(theme.sections).sort());
    for (const schema of SECTION_SCHEMAS) {
      const section = theme.sections[schema.name];
      const settings = (list: { id: string; type: string }[]) => list.map((s) => `${s.id}:${s.type}`);
      expect(settings(schema.props), schema.name).toEqual(settings(section.settings));
      expect(
        schema.blocks.map((b) => `${b.type}(${settings(b.props)})`),
        schema.name,
      ).toEqual((section.blocks ?? []).map((b) => `${b.type}(${settings(b.settings)})`));
    }
  });
});

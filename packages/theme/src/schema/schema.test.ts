import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { availableSections, SECTION_NAMES, sectionSchemas, themeSettings } from './index';

describe("the theme's declared schema", () => {
  it('is plain data: it imports nothing but the contract and its own files', async () => {
    const files = (await readdir(import.meta.dirname)).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    for (const file of files) {
      const source = await readFile(join(import.meta.dirname, file), 'utf8');
      for (const [, from] of source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
        expect(`${file}: ${from}`).toMatch(/: (@vitrine\/contract|\.\/[a-z-]+)$/);
      }
    }
  });

  it('lists every section once, under its name, with unique setting ids and a label', () => {
    expect(availableSections().map((s) => s.name)).toEqual([...SECTION_NAMES]);
    expect(new Set(SECTION_NAMES).size).toBe(SECTION_NAMES.length);
    for (const name of SECTION_NAMES) {
      const ids = sectionSchemas[name].props.map((s) => s.id);
      expect(new Set(ids).size, name).toBe(ids.length);
      expect(sectionSchemas[name].label, name).not.toBe('');
    }
  });

  it('gives every range a default inside its bounds and every select a default among its choices', () => {
    const settings = [...SECTION_NAMES.flatMap((name) => sectionSchemas[name].props), ...themeSettings()];
    for (const setting of settings) {
      if (setting.type === 'range') {
        expect(setting.default, setting.id).toBeGreaterThanOrEqual(setting.min ?? -Infinity);
        expect(setting.default, setting.id).toBeLessThanOrEqual(setting.max ?? Infinity);
      }
      if (setting.options)
        expect(
          setting.options.map((o) => o.value),
          setting.id,
        ).toContain(setting.default);
    }
  });
});

import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { sectionSchemas } from '@vitrine/theme/schema';
import { describe, expect, it } from 'vitest';
import { placeSection } from './theme-sections';

describe('placing a demo section', () => {
  it('fills every setting the theme declares, with its declared default where none is given', () => {
    const hero = placeSection('hero-banner', { title: 'Sale' });
    expect(Object.keys(hero.props)).toEqual(sectionSchemas['hero-banner'].props.map((s) => s.id));
    expect(hero.props.title).toEqual({ type: 'text', value: 'Sale' });
    expect(hero.props.overlay_opacity).toEqual({ type: 'range', value: 30 });
    expect(hero.label).toBe('Hero banner');
  });

  it('refuses a value for a setting the section does not declare, instead of dropping it', () => {
    expect(() => placeSection('hero-banner', { titel: 'Sale' })).toThrow(/hero-banner has no setting titel/);
  });
});

const SOURCE = join(import.meta.dirname, '..');

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the platform and the theme package', () => {
  it('meet only in the seed, which reads the data-only schema entry', async () => {
    const importers: string[] = [];
    for (const file of await sourceFiles(SOURCE)) {
      const source = await readFile(file, 'utf8');
      for (const [, entry] of source.matchAll(/(?:from|import)\s*\(?\s*['"](@vitrine\/theme[^'"]*)['"]/g)) {
        importers.push(`${relative(SOURCE, file)} ${entry}`);
      }
    }
    expect(importers.length).toBeGreaterThan(0);
    for (const importer of importers) expect(importer).toMatch(/^seed\/[^ ]+ @vitrine\/theme\/schema$/);
  });
});

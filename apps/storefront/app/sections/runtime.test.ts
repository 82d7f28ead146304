import type { SectionDefinition } from '@vitrine/kit';
import { describe, expect, it } from 'vitest';
import {
  firstSectionCount,
  isSectionShown,
  resolveBlocks,
  resolveProps,
  revealMore,
  screenClasses,
} from './runtime';

const definition: SectionDefinition = {
  label: 'Banner',
  settings: [
    { id: 'title', type: 'text', label: 'Title', default: 'Welcome' },
    { id: 'count', type: 'range', label: 'Count', default: 4 },
  ],
  component: () => null,
};

describe('section runtime', () => {
  it('takes prop values over setting defaults', () => {
    expect(resolveProps(definition, { title: { type: 'text', value: 'Sale' } })).toEqual({
      title: 'Sale',
      count: 4,
    });
    expect(
      resolveBlocks({
        name: 'x',
        props: {},
        blocks: [{ type: 'slide', props: { image: { value: '/a.png' } } }],
      }),
    ).toEqual([{ type: 'slide', props: { image: '/a.png' } }]);
  });

  it('applies the user and route rules', () => {
    const url = new URL('http://shop.test/products/?brand=nike');
    expect(isSectionShown(undefined, url, false)).toBe(true);
    expect(isSectionShown({ user: { authenticated: true, anonymous: false } }, url, false)).toBe(false);
    expect(isSectionShown({ route: { selected: 'exact', exact_url: '/products/' } }, url, false)).toBe(true);
    expect(isSectionShown({ route: { selected: 'exact', exact_url: '/brands/' } }, url, false)).toBe(false);
    expect(isSectionShown({ route: { selected: 'query', query: { brand: ['puma'] } } }, url, false)).toBe(
      false,
    );
    expect(isSectionShown({ route: { selected: 'query', query: { brand: ['nike'] } } }, url, false)).toBe(
      true,
    );
  });

  it('hides by screen with classes', () => {
    expect(screenClasses({ screen: { mobile: false, tablet: true, desktop: false } })).toBe(
      'hide-on-mobile hide-on-desktop',
    );
    expect(screenClasses(undefined)).toBe('');
  });

  it('uses the default, with a warning, for a prop of the wrong type, and skips malformed blocks', () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      expect(
        resolveProps(definition, { title: { value: { nested: true } }, count: { value: 'lots' } }, 'banner'),
      ).toEqual({ title: 'Welcome', count: 4 });
    } finally {
      console.warn = warn;
    }
    expect(warnings).toEqual([
      'Section "banner": prop "title" should be a text value, not {"nested":true}; its default is used',
      'Section "banner": prop "count" should be a range value, not "lots"; its default is used',
    ]);
    expect(resolveProps(definition, { count: { value: '6' } })).toEqual({ title: 'Welcome', count: '6' });
    expect(
      resolveBlocks({ name: 'x', props: {}, blocks: [null, { props: {} }, { type: 'slide' }] as never }),
    ).toEqual([{ type: 'slide', props: {} }]);
  });

  it('shows 4 sections first (all for crawlers and previews), then 3 more at a time', () => {
    expect(firstSectionCount(10, false)).toBe(4);
    expect(firstSectionCount(3, false)).toBe(3);
    expect(firstSectionCount(10, true)).toBe(10);
    expect(revealMore(4, 10)).toBe(7);
    expect(revealMore(7, 10)).toBe(10);
    expect(revealMore(10, 10)).toBe(10);
  });
});

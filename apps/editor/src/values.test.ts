import { describe, expect, it } from 'vitest';
import type { Setting } from './types';
import {
  defaultProps,
  gtmContainerProblem,
  newBlock,
  toFieldValue,
  toHexColor,
  toStoredValue,
} from './values';

const setting = (type: Setting['type'], extra: Partial<Setting> = {}): Setting => ({
  id: 'x',
  type,
  label: 'X',
  ...extra,
});

describe('form values', () => {
  it('stores a checkbox as a boolean', () => {
    expect(toStoredValue(setting('checkbox'), true)).toBe(true);
    expect(toStoredValue(setting('checkbox'), false)).toBe(false);
    expect(toFieldValue(setting('checkbox'), 'true')).toBe(true);
    expect(toFieldValue(setting('checkbox'), undefined)).toBe(false);
  });

  it('stores a range as a number within its bounds', () => {
    const range = setting('range', { min: 1, max: 24, default: 8 });
    expect(toStoredValue(range, '12')).toBe(12);
    expect(toStoredValue(range, '99')).toBe(24);
    expect(toStoredValue(range, '0')).toBe(1);
    expect(toStoredValue(range, 'abc')).toBe(8);
    expect(toStoredValue(range, '')).toBe(8);
    expect(toFieldValue(range, 30)).toBe('24');
    expect(toFieldValue(range, undefined)).toBe('8');
  });

  it('keeps text as typed and trims picker slugs', () => {
    expect(toStoredValue(setting('text'), '  Hello ')).toBe('  Hello ');
    expect(toStoredValue(setting('collection'), ' new-arrivals ')).toBe('new-arrivals');
    expect(toFieldValue(setting('text', { default: 'Hi' }), undefined)).toBe('Hi');
    expect(toFieldValue(setting('text'), { nested: true })).toBe('');
    expect(toFieldValue(setting('text'), 12)).toBe('12');
  });

  it('shows colours as #rrggbb for the colour input', () => {
    expect(toHexColor('#ABC')).toBe('#aabbcc');
    expect(toHexColor('#7043F7')).toBe('#7043f7');
    expect(toHexColor('rgb(0,0,0)')).toBeUndefined();
    expect(toFieldValue(setting('color', { default: '#fff' }), 'red')).toBe('#ffffff');
    expect(toFieldValue(setting('color'), undefined)).toBe('#000000');
  });

  it('fills new sections and blocks with each setting’s default', () => {
    const props = defaultProps([
      setting('text', { id: 'title', default: 'Hello' }),
      setting('checkbox', { id: 'show' }),
      setting('range', { id: 'count', min: 2 }),
      setting('select', { id: 'align', options: [{ value: 'left', text: 'Left' }] }),
      setting('url', { id: 'link' }),
    ]);
    expect(props).toEqual({
      title: { value: 'Hello' },
      show: { value: false },
      count: { value: 2 },
      align: { value: 'left' },
      link: { value: '' },
    });
    expect(newBlock({ type: 'quote', name: 'Quote', props: [setting('text', { default: 'q' })] })).toEqual({
      type: 'quote',
      name: 'Quote',
      props: { x: { value: 'q' } },
    });
  });
});

describe('the tag manager container id', () => {
  it('takes an empty id or GTM- and letters or digits, in any case', () => {
    for (const id of ['', '  ', 'GTM-ABC1234', ' gtm-k9x2pq '])
      expect(gtmContainerProblem(id), id).toBeNull();
  });

  it('says what a container id looks like when one is typed wrong', () => {
    for (const id of ['UA-12345-1', 'GTM-', 'GTM-AB', "GTM-1');alert(1)//", 'ABC1234']) {
      expect(gtmContainerProblem(id), id).toContain('such as GTM-ABC1234');
    }
  });
});

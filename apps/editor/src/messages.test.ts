import { EditorMessage } from '@vitrine/contract/editor-protocol';
import { describe, expect, it } from 'vitest';
import { configMessage, fontMessage, messageFor, readNavigation, storefrontOrigin } from './messages';
import { type EditorAction, editorReducer, initialState } from './state';

const navigate = {
  source: 'vitrine-storefront',
  type: 'navigate',
  path: '/product/shirt',
  pageType: 'product-description',
  pageSlug: 'shirt',
};

describe('frame messages', () => {
  const home = [
    {
      type: 'page-loaded',
      page: 'home',
      sections: [
        { name: 'a', props: {} },
        { name: 'b', props: {} },
      ],
    },
    { type: 'show-page', page: 'home' },
  ].reduce((state, action) => editorReducer(state, action as EditorAction), initialState({}));
  const after = (action: EditorAction) => messageFor(action, editorReducer(home, action));

  it('carries the whole resulting section list with the event and its index', () => {
    const reorder = after({ type: 'move-section', from: 1, to: 0 });
    expect(reorder).toMatchObject({ type: 'section-event', event: 'reorder', page: 'home', index: 0 });
    expect(reorder?.sections.map((s) => s.name)).toEqual(['b', 'a']);
    expect(after({ type: 'add-section', section: { name: 'c', props: {} } })).toMatchObject({
      event: 'add',
      index: 2,
    });
    expect(after({ type: 'select', index: 1 })).toMatchObject({ event: 'select', index: 1 });
    expect(after({ type: 'set-prop', index: 1, id: 't', value: 'x' })).toMatchObject({
      event: 'update',
      index: 1,
    });
    expect(after({ type: 'remove-section', index: 0 })).toMatchObject({ event: 'remove' });
    expect(after({ type: 'select', index: null })).toBeUndefined();
    expect(after({ type: 'set-global', id: 'bg_color', value: '#ffffff' })).toBeUndefined();
  });

  it('builds messages the storefront accepts', () => {
    for (const action of [
      { type: 'move-section', from: 1, to: 0 },
      { type: 'add-block', index: 0, block: { type: 'q', props: { a: { value: 1 } } } },
    ] as EditorAction[]) {
      expect(EditorMessage.safeParse(after(action)).success).toBe(true);
    }
    expect(EditorMessage.safeParse(fontMessage('Open Sans')).success).toBe(true);
    const config = configMessage({ primary_color: '#000000', disable_cart: true, font_family: 'Inter' });
    expect(config).toEqual({
      source: 'vitrine-editor',
      type: 'config',
      globals: { primary_color: '#000000', disable_cart: true },
    });
    expect(EditorMessage.safeParse(config).success).toBe(true);
  });

  it('finds the storefront origin, the editor’s own when the URL is empty', () => {
    expect(storefrontOrigin('', 'http://127.0.0.1:3000/editor/')).toBe('http://127.0.0.1:3000');
    expect(storefrontOrigin('https://shop.example.com/', 'http://localhost/editor/')).toBe(
      'https://shop.example.com',
    );
  });

  it('accepts a navigation only from the storefront origin', () => {
    const origin = 'http://127.0.0.1:3000';
    expect(readNavigation({ origin, data: navigate }, origin)).toEqual(navigate);
    expect(readNavigation({ origin: 'http://127.0.0.1:3001', data: navigate }, origin)).toBeUndefined();
    expect(readNavigation({ origin: 'null', data: navigate }, origin)).toBeUndefined();
  });

  it('ignores messages of the wrong shape from the storefront', () => {
    const origin = 'http://127.0.0.1:3000';
    expect(readNavigation({ origin, data: { ...navigate, source: 'someone-else' } }, origin)).toBeUndefined();
    expect(readNavigation({ origin, data: 'navigate' }, origin)).toBeUndefined();
    expect(readNavigation({ origin, data: { ...navigate, pageType: 3 } }, origin)).toBeUndefined();
  });
});

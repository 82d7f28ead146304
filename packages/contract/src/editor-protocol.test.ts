import { describe, expect, it } from 'vitest';
import { EditorMessage, readMessage, StorefrontMessage } from './editor-protocol';

const EDITOR = 'https://editor.example.com';
const update = {
  source: 'vitrine-editor',
  type: 'section-event',
  event: 'update',
  page: 'home',
  sections: [{ name: 'hero-banner', props: { title: { value: 'Sale' } } }],
};

describe('editor frame messages', () => {
  it('accepts a well-formed message from the editor origin', () => {
    expect(readMessage(EditorMessage, { origin: EDITOR, data: update }, EDITOR)).toEqual(update);
    const font = { source: 'vitrine-editor', type: 'font', family: 'Inter' };
    expect(readMessage(EditorMessage, { origin: EDITOR, data: font }, EDITOR)).toEqual(font);
  });

  it('ignores every other origin, however well-formed the message', () => {
    expect(
      readMessage(EditorMessage, { origin: 'https://evil.example.com', data: update }, EDITOR),
    ).toBeUndefined();
    expect(readMessage(EditorMessage, { origin: 'null', data: update }, EDITOR)).toBeUndefined();
  });

  it('ignores messages that are not of the protocol', () => {
    const bad = [
      'hello',
      null,
      { ...update, source: 'someone-else' },
      { ...update, event: 'explode' },
      { ...update, sections: [{ name: '' }] },
      { ...update, sections: Array.from({ length: 101 }, () => ({ name: 'faq' })) },
      { source: 'vitrine-editor', type: 'font', family: 'x;}body{display:none' },
      { source: 'vitrine-editor', type: 'viewport', viewport: 'watch' },
    ];
    for (const data of bad)
      expect(
        readMessage(EditorMessage, { origin: EDITOR, data }, EDITOR),
        JSON.stringify(data),
      ).toBeUndefined();
  });

  it('reads the storefront navigation message', () => {
    const navigate = {
      source: 'vitrine-storefront',
      type: 'navigate',
      path: '/product/a',
      pageType: 'product-description',
      pageSlug: 'a',
    };
    expect(
      readMessage(
        StorefrontMessage,
        { origin: 'https://shop.example.com', data: navigate },
        'https://shop.example.com',
      ),
    ).toEqual(navigate);
  });
});

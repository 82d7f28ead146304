import { describe, expect, it } from 'vitest';
import { shopSettings } from './shop-settings';

describe('shop settings', () => {
  it('reads the theme editor origin, and refuses anything that is not an origin', () => {
    expect(shopSettings({}).editorOrigin).toBeUndefined();
    expect(shopSettings({ EDITOR_ORIGIN: 'https://editor.example.com/' }).editorOrigin).toBe(
      'https://editor.example.com',
    );
    for (const bad of ['editor.example.com', 'https://editor.example.com/path', 'file:///tmp/x']) {
      expect(() => shopSettings({ EDITOR_ORIGIN: bad }), bad).toThrow(
        `EDITOR_ORIGIN must be an origin such as https://editor.example.com, not '${bad}'`,
      );
    }
  });
});

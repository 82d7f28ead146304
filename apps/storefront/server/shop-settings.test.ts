import { describe, expect, it } from 'vitest';
import { readyLines, shopSettings } from './shop-settings';

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

describe('the start banner', () => {
  it('shows the theme editor and the demo editor token when the platform runs in this process', () => {
    const lines = readyLines(shopSettings({ PORT: '4000' }), 4000);
    expect(lines).toContain(
      '  theme editor:      http://localhost:4000/editor/ (token: vitrine-editor-demo)',
    );
  });

  it("never prints a merchant's own editor token", () => {
    const lines = readyLines(shopSettings({ VITRINE_EDITOR_TOKEN: 'merchant-secret' }), 3000);
    expect(lines.join('\n')).not.toContain('merchant-secret');
    expect(lines).toContain(
      '  theme editor:      http://localhost:3000/editor/ (token: set by VITRINE_EDITOR_TOKEN)',
    );
  });

  it('leaves the editor out when the platform runs apart', () => {
    const lines = readyLines(shopSettings({ PLATFORM_URL: 'http://platform:3001' }), 3000);
    expect(lines.join('\n')).not.toContain('theme editor');
  });
});

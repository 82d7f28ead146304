/** What the HTML shell tells the editor: where the storefront lives ('' = on the editor's own origin). */
export interface EditorConfig {
  storefrontUrl?: string;
}

export function readConfig(doc: Document): EditorConfig {
  const text = doc.getElementById('editor-config')?.textContent ?? '';
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && 'storefrontUrl' in parsed) {
      const { storefrontUrl } = parsed as { storefrontUrl: unknown };
      if (typeof storefrontUrl === 'string') return { storefrontUrl };
    }
  } catch {
    // no or broken config: fall back to what the API says
  }
  return {};
}

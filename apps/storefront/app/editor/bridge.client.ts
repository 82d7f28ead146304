import {
  type EditorGlobals,
  EditorMessage,
  type EditorSection,
  readMessage,
  type StorefrontMessage,
} from '@vitrine/kit/editor-protocol';
import { STORAGE_KEYS, setStoredItem } from '@vitrine/kit/storage';
import { cssVariablesText, toThemeGlobals } from '@vitrine/theme/settings';
import type { RenderedSection } from '../sections/runtime';
import { pagePreview, setPagePreview } from './preview-store';

export interface EditorBridge {
  navigated(page: Omit<StorefrontMessage, 'source' | 'type'>): void;
}

/** How long the frame waits for more edits before asking the server to render the sections again. */
const RENDER_DELAY_MS = 120;

interface RenderedPage {
  sections: RenderedSection[];
  data: unknown[];
}

async function renderPage(
  path: string,
  sections: EditorSection[],
  signal: AbortSignal,
): Promise<RenderedPage> {
  const response = await fetch('/_editor/sections', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, sections }),
    signal,
  });
  if (!response.ok) throw new Error(`The preview could not be rendered (${response.status})`);
  return (await response.json()) as RenderedPage;
}

/** Theme colours and font as CSS variables over the server-rendered ones; the colours are kept in m_theme_colors. */
function applyTheme(globals: EditorGlobals, font: string | undefined): void {
  const theme = toThemeGlobals({ ...globals, font_family: font });
  setStoredItem(STORAGE_KEYS.themeColors, theme.colors);
  let style = document.getElementById('editor-theme');
  if (!style) {
    style = document.createElement('style');
    style.id = 'editor-theme';
    document.head.append(style);
  }
  style.textContent = cssVariablesText(theme);
}

/**
 * Connects this frame to the theme editor at `editorOrigin`: every message from any other origin, or not of the
 * protocol's shape, is ignored.
 */
export function connectEditor(editorOrigin: string): EditorBridge {
  let current: Omit<StorefrontMessage, 'source' | 'type'> | undefined;
  let globals: EditorGlobals = {};
  let font: string | undefined;
  let lastRendered = '';
  let inFlight: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const showSections = (message: Extract<EditorMessage, { type: 'section-event' }>) => {
    if (!current || message.page !== current.pageType) return;
    const selected =
      message.event === 'select' || message.event === 'add' ? message.index : pagePreview()?.selected;
    const dragging = message.event === 'drag-start' ? true : message.event === 'drag-end' ? false : undefined;
    const shown = pagePreview();
    if (shown?.page === message.page) {
      setPagePreview({ ...shown, selected, dragging: dragging ?? shown.dragging });
    }
    const wanted = JSON.stringify(message.sections);
    if (wanted === lastRendered && shown?.page === message.page) return;
    const path = current.path;
    clearTimeout(timer);
    timer = setTimeout(() => {
      inFlight?.abort();
      const request = new AbortController();
      inFlight = request;
      renderPage(path, message.sections, request.signal)
        .then((page) => {
          if (current?.path !== path) return;
          lastRendered = wanted;
          const latest = pagePreview();
          setPagePreview({
            page: message.page,
            sections: page.sections,
            data: page.data,
            selected: latest?.page === message.page ? latest.selected : selected,
            dragging: latest?.page === message.page ? latest.dragging : false,
          });
        })
        .catch((error: Error) => {
          if (error.name !== 'AbortError') console.warn(error.message);
        });
    }, RENDER_DELAY_MS);
  };

  window.addEventListener('message', (event) => {
    const message = readMessage(EditorMessage, event, editorOrigin);
    if (!message) return;
    if (message.type === 'section-event') showSections(message);
    else if (message.type === 'config') {
      globals = { ...globals, ...message.globals };
      applyTheme(globals, font);
    } else if (message.type === 'font') {
      font = message.family;
      applyTheme(globals, font);
    } else document.documentElement.dataset.viewport = message.viewport;
  });

  // Marks the document as driven by an editor (styles and tools may key on it).
  document.documentElement.dataset.editorFrame = 'connected';

  return {
    navigated(page) {
      if (current?.path !== page.path) {
        lastRendered = '';
        if (pagePreview()?.page !== page.pageType) setPagePreview(undefined);
      }
      current = page;
      const message: StorefrontMessage = { source: 'vitrine-storefront', type: 'navigate', ...page };
      window.parent.postMessage(message, editorOrigin);
    },
  };
}

import {
  type EditorMessage,
  readMessage,
  type SectionEventName,
  StorefrontMessage,
  type Viewport,
} from '@vitrine/contract/editor-protocol';
import type { EditorAction, EditorState } from './state';
import { currentSections } from './state';
import type { Globals, PageSection } from './types';

const source = 'vitrine-editor' as const;

export type SectionEventMessage = Extract<EditorMessage, { type: 'section-event' }>;

export function sectionEvent(
  event: SectionEventName,
  page: string,
  sections: PageSection[],
  index?: number,
): SectionEventMessage {
  return {
    source,
    type: 'section-event',
    event,
    page,
    sections: sections as SectionEventMessage['sections'],
    ...(index === undefined ? {} : { index }),
  };
}

export const viewportMessage = (viewport: Viewport): EditorMessage => ({
  source,
  type: 'viewport',
  viewport,
});

export const fontMessage = (family: string): EditorMessage => ({ source, type: 'font', family });

/** The colours and cart switch; the font travels in its own message. */
export function configMessage(globals: Globals): EditorMessage {
  const { font_family: _font, ...rest } = globals;
  return { source, type: 'config', globals: rest };
}

/** The section event an edit stands for, if it changes or points at the page's sections. */
export function eventFor(
  action: EditorAction,
): { event: SectionEventName; index?: number; debounce?: boolean } | undefined {
  switch (action.type) {
    case 'select':
      return action.index === null ? undefined : { event: 'select', index: action.index };
    case 'add-section':
      return { event: 'add' };
    case 'remove-section':
      return { event: 'remove' };
    case 'move-section':
      return { event: 'reorder', index: action.to };
    case 'set-prop':
    case 'set-block-prop':
      return { event: 'update', index: action.index, debounce: true };
    case 'add-block':
    case 'remove-block':
    case 'move-block':
      return { event: 'update', index: action.index };
    default:
      return undefined;
  }
}

/** The message telling the frame about an edit, built from the state after the edit. */
export function messageFor(action: EditorAction, after: EditorState): SectionEventMessage | undefined {
  const found = eventFor(action);
  if (!found || after.page === null) return undefined;
  const sections = currentSections(after);
  const index = found.event === 'add' ? sections.length - 1 : found.index;
  return sectionEvent(found.event, after.page, sections, index);
}

/** The storefront's origin: its configured URL, or the editor's own origin when that is empty. */
export function storefrontOrigin(storefrontUrl: string, editorHref: string): string {
  return new URL(storefrontUrl || '/', editorHref).origin;
}

/** A navigation the preview frame reported, or undefined for anything else (other origins included). */
export function readNavigation(
  event: { origin: string; data: unknown },
  origin: string,
): StorefrontMessage | undefined {
  return readMessage(StorefrontMessage, event, origin);
}

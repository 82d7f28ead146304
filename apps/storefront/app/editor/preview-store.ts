import { useSyncExternalStore } from 'react';
import type { RenderedSection } from '../sections/runtime';

/** A theme editor's live view of one page inside the editor frame: its unsaved sections, rendered. */
export interface PagePreview {
  page: string;
  sections: RenderedSection[];
  data: unknown[];
  /** The section the merchant selected, outlined and scrolled to. */
  selected?: number;
  dragging: boolean;
}

let current: PagePreview | undefined;
const listeners = new Set<() => void>();

export function setPagePreview(next: PagePreview | undefined): void {
  current = next;
  for (const listener of listeners) listener();
}

export function pagePreview(): PagePreview | undefined {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The editor's live sections for this page, when the page is open in an editor frame and has been edited. */
export function usePagePreview(page: string | undefined): PagePreview | undefined {
  const preview = useSyncExternalStore(subscribe, pagePreview, () => undefined);
  return page && preview?.page === page ? preview : undefined;
}

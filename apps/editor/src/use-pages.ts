import { useCallback, useRef, useState } from 'react';
import { ApiError, editorApi } from './api';
import type { EditorAction, EditorState } from './state';
import type { PageData, ThemePage } from './types';

/**
 * Switches the panels to a theme page, fetching its sections the first time. A page already edited keeps its
 * draft, so unsaved edits survive the frame leaving and coming back. `shown` runs once the page is on screen.
 */
export function usePages(
  pages: ThemePage[],
  current: () => EditorState,
  apply: (action: EditorAction) => EditorState,
  shown: () => void,
) {
  const [error, setError] = useState<string | null>(null);
  const wanted = useRef<string | null>(null);
  const inflight = useRef(new Map<string, Promise<PageData>>());

  const fetchPage = useCallback((value: string) => {
    let request = inflight.current.get(value);
    if (!request) {
      request = editorApi.page(value).finally(() => inflight.current.delete(value));
      inflight.current.set(value, request);
    }
    return request;
  }, []);

  const openPage = useCallback(
    async (value: string) => {
      wanted.current = value;
      setError(null);
      const known = pages.some((page) => page.value === value);
      if (!current().drafts[value] && known) {
        try {
          const page = await fetchPage(value);
          apply({ type: 'page-loaded', page: value, sections: page.sections });
        } catch (caught) {
          if (wanted.current === value) {
            setError(caught instanceof ApiError ? caught.message : 'Something went wrong');
          }
        }
      }
      // A later choice wins over a slower earlier fetch.
      if (wanted.current !== value) return;
      apply({ type: 'show-page', page: value });
      shown();
    },
    [pages, current, apply, fetchPage, shown],
  );

  return { openPage, error };
}

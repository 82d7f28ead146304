import { useCallback, useState } from 'react';
import { ApiError, editorApi } from './api';
import { changedGlobals, dirtyPages, type EditorAction, type EditorState } from './state';

/** Saves every page with unsaved sections, then the changed global settings. */
export function useSave(current: () => EditorState, apply: (action: EditorAction) => EditorState) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = useCallback(async () => {
    setSaving(true);
    setError(null);
    try {
      for (const page of dirtyPages(current())) {
        const sent = current().drafts[page].sections;
        const saved = await editorApi.savePage(page, sent);
        apply({ type: 'page-saved', page, sent, sections: saved.sections });
      }
      const changed = changedGlobals(current());
      if (Object.keys(changed).length > 0) {
        const sent = current().globals;
        const saved = await editorApi.saveGlobals(changed);
        apply({ type: 'globals-saved', sent, globals: { ...sent, ...saved.globals } });
      }
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong');
    } finally {
      setSaving(false);
    }
  }, [current, apply]);

  return { save, saving, error };
}

import { useCallback, useRef, useState } from 'react';
import { type EditorAction, type EditorState, editorReducer } from './state';

/**
 * The editor's state with a synchronous view of the latest value, so a handler can build the frame message
 * from the state its own edit produced (and a debounced message from the state when it fires).
 */
export function useEditorState(initial: () => EditorState) {
  const [state, setState] = useState(initial);
  const latest = useRef(state);
  const apply = useCallback((action: EditorAction): EditorState => {
    const next = editorReducer(latest.current, action);
    latest.current = next;
    setState(next);
    return next;
  }, []);
  const current = useCallback(() => latest.current, []);
  return { state, apply, current };
}

import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { themePageOf } from '../shell/theme-page';
import type { EditorBridge } from './bridge.client';

/**
 * Inside a theme editor's frame (the root renders it only there), tells the editor where the shopper view is on
 * every navigation, and applies the editor's live changes.
 */
export function EditorFrameHost({ editorOrigin }: { editorOrigin: string }) {
  const location = useLocation();
  const matches = useMatches();
  const bridge = useRef<Promise<EditorBridge> | undefined>(undefined);
  const leaf = matches.at(-1);
  const path = `${location.pathname}${location.search}`;
  const { pageType, pageSlug } = themePageOf(leaf);

  useEffect(() => {
    bridge.current ??= import('./bridge.client').then((module) => module.connectEditor(editorOrigin));
    bridge.current.then((connected) => connected.navigated({ path, pageType, pageSlug }));
  }, [editorOrigin, path, pageType, pageSlug]);
  return null;
}

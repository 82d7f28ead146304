import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { SectionPage } from './page-sections.server';

const TemplateSections = lazy(() =>
  import('./template-sections').then((module) => ({ default: module.TemplateSections })),
);

const noChanges = () => () => {};

/** Whether this page is open in a theme editor's frame; false while hydrating, as on the server. */
function useInEditorFrame(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => window.parent !== window,
    () => false,
  );
}

/**
 * Where a page template's theme sections go. Their code loads only when the template has sections, or inside the
 * editor's frame, where sections added to an empty template show live.
 */
export function TemplateSlot({ page, sections }: { page: string; sections: SectionPage }) {
  const framed = useInEditorFrame();
  if (!sections.found || (sections.sections.length === 0 && !framed)) return null;
  return (
    <Suspense fallback={null}>
      <TemplateSections page={page} sections={sections} />
    </Suspense>
  );
}

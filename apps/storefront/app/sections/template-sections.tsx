import { lazy, Suspense, useEffect, useState } from 'react';
import type { SectionPage } from './page-sections.server';

/** The section list (and every section's view) loads only on pages whose template has sections. */
const SectionList = lazy(() => import('./section-list').then((module) => ({ default: module.SectionList })));

/**
 * The sections a merchant placed on a page template (a listing or the product page), after the page's own
 * content. Inside the theme editor's frame the list is always there, so sections added to an empty template show
 * live.
 */
export function TemplateSections({ page, sections }: { page: string; sections: SectionPage }) {
  const [framed, setFramed] = useState(false);
  useEffect(() => setFramed(window.parent !== window), []);
  return sections.found && (sections.sections.length > 0 || framed) ? (
    <div className="template-sections" data-template-page={page}>
      <Suspense fallback={null}>
        <SectionList
          page={page}
          sections={sections.sections}
          firstData={sections.firstData}
          restData={sections.restData}
          revealAll={sections.revealAll}
        />
      </Suspense>
    </div>
  ) : null;
}

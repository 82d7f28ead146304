import type { SectionPage } from './page-sections.server';
import { SectionList } from './section-list';

/** The sections a merchant placed on a page template (a listing or the product page), after its own content. */
export function TemplateSections({ page, sections }: { page: string; sections: SectionPage }) {
  return (
    <div className="template-sections" data-template-page={page}>
      <SectionList
        page={page}
        sections={sections.sections}
        firstData={sections.firstData}
        restData={sections.restData}
        revealAll={sections.revealAll}
      />
    </div>
  );
}

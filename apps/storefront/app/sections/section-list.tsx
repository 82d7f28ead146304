import { type SectionName, views } from '@vitrine/theme/views';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Await } from 'react-router';
import { type PagePreview, usePagePreview } from '../editor/preview-store';
import { FIRST_SECTIONS, firstSectionCount, type RenderedSection, revealMore } from './runtime';

function Section({
  section,
  data,
  selected = false,
}: {
  section: RenderedSection;
  data: unknown;
  selected?: boolean;
}) {
  // Rendered from the theme's views, which this page's code loads with it: no boundary that could suspend, so
  // the server sends each section inline (React streams large Suspense content after the shell, which would
  // paint the page without its sections first) and hydration and client navigation render it at once.
  const Component = views[section.name as SectionName];
  if (!Component) return null;
  return (
    <div
      className={
        [section.className, selected ? 'is-editor-selected' : ''].filter(Boolean).join(' ') || undefined
      }
      data-section-slot={section.name}
      data-testid="section"
    >
      <Component props={section.props} blocks={section.blocks} data={data} />
    </div>
  );
}

/** Adds sections as the shopper nears the end of those shown. */
function useRevealedCount(total: number, revealAll: boolean) {
  const [count, setCount] = useState(() => firstSectionCount(total, revealAll));
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || count >= total || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setCount((c) => revealMore(c, total));
      },
      { rootMargin: '0px 0px 100px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [count, total]);
  return { count, sentinel };
}

/**
 * The page's sections in order: the first 4 at once, 3 more each time the shopper scrolls near the end; all of
 * them for crawlers and in preview. Data of the later ones streams in after the page.
 */
export function SectionList({
  page,
  sections,
  firstData,
  restData,
  revealAll,
}: {
  /** The theme page these sections belong to: a theme editor may show its unsaved version instead. */
  page: string;
  sections: RenderedSection[];
  firstData: unknown[];
  restData?: Promise<unknown[]>;
  revealAll: boolean;
}) {
  const preview = usePagePreview(page);
  if (preview) return <EditedSectionList preview={preview} />;
  return (
    <StoredSectionList sections={sections} firstData={firstData} restData={restData} revealAll={revealAll} />
  );
}

/** A theme editor's unsaved sections, all at once, with the selected one outlined and scrolled to. */
function EditedSectionList({ preview }: { preview: PagePreview }) {
  const list = useRef<HTMLDivElement>(null);
  const { selected, sections } = preview;
  useEffect(() => {
    // A newly added section is selected before the server has rendered it: look again when the sections change.
    if (selected === undefined || sections.length === 0) return;
    list.current
      ?.querySelector('.is-editor-selected')
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [selected, sections]);
  return (
    <div ref={list} className={preview.dragging ? 'section-list is-editor-dragging' : 'section-list'}>
      {sections.map((section, index) => (
        <Section
          key={section.key}
          section={section}
          data={preview.data[index]}
          selected={section.place === selected}
        />
      ))}
    </div>
  );
}

function StoredSectionList({
  sections,
  firstData,
  restData,
  revealAll,
}: {
  sections: RenderedSection[];
  firstData: unknown[];
  restData?: Promise<unknown[]>;
  revealAll: boolean;
}) {
  const { count, sentinel } = useRevealedCount(sections.length, revealAll);
  const first = sections.slice(0, Math.min(FIRST_SECTIONS, count));
  const rest = sections.slice(FIRST_SECTIONS, Math.max(FIRST_SECTIONS, count));
  // Once the later sections' data is in, they render straight away: a Suspense fallback flashing in their place
  // would leave the end of the list in view and reveal the next three at once.
  const [restArrived, setRestArrived] = useState<unknown[]>();
  useEffect(() => {
    let current = true;
    restData?.then(
      (data) => current && setRestArrived(data),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [restData]);
  return (
    <div className="section-list">
      {first.map((section, index) => (
        <Section key={section.key} section={section} data={firstData[index]} />
      ))}
      {rest.length > 0 && restArrived
        ? rest.map((section, index) => (
            <Section key={section.key} section={section} data={restArrived[index]} />
          ))
        : null}
      {rest.length > 0 && restData && !restArrived ? (
        <Suspense fallback={<div className="related__placeholder" />}>
          <Await resolve={restData} errorElement={null}>
            {(data) =>
              rest.map((section, index) => <Section key={section.key} section={section} data={data[index]} />)
            }
          </Await>
        </Suspense>
      ) : null}
      {count < sections.length ? (
        <div ref={sentinel} className="section-list__more" aria-hidden="true" />
      ) : null}
    </div>
  );
}

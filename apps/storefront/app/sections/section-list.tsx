import theme, { preloadSections } from '@vitrine/theme';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Await } from 'react-router';
import { FIRST_SECTIONS, type RenderedSection, SECTIONS_PER_SCROLL } from './runtime';

function Section({ section, data }: { section: RenderedSection; data: unknown }) {
  const definition = theme.sections[section.name];
  if (!definition) return null;
  const Component = definition.component;
  // A theme may load a section's code on demand (React.lazy); the boundary keeps that from holding up the rest.
  return (
    <div className={section.className || undefined} data-section-slot={section.name} data-testid="section">
      <Suspense fallback={null}>
        <Component props={section.props} blocks={section.blocks} data={data} />
      </Suspense>
    </div>
  );
}

/** Adds sections as the shopper nears the end of those shown. */
function useRevealedCount(total: number, revealAll: boolean) {
  const [count, setCount] = useState(revealAll ? total : Math.min(FIRST_SECTIONS, total));
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || count >= total || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setCount((c) => Math.min(c + SECTIONS_PER_SCROLL, total));
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
  sections,
  firstData,
  restData,
  revealAll,
}: {
  sections: RenderedSection[];
  firstData: unknown[];
  restData: Promise<unknown[]>;
  revealAll: boolean;
}) {
  const { count, sentinel } = useRevealedCount(sections.length, revealAll);
  // Sections shown later (on scroll) then appear at once instead of waiting for their code.
  const names = sections.map((section) => section.name).join(',');
  useEffect(() => {
    preloadSections(names.split(',')).catch(() => {});
  }, [names]);
  const first = sections.slice(0, Math.min(FIRST_SECTIONS, count));
  const rest = sections.slice(FIRST_SECTIONS, Math.max(FIRST_SECTIONS, count));
  return (
    <div className="section-list">
      {first.map((section, index) => (
        <Section key={section.key} section={section} data={firstData[index]} />
      ))}
      {rest.length > 0 ? (
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

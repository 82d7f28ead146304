import { type SectionName, views } from '@vitrine/theme/views';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Await } from 'react-router';
import { FIRST_SECTIONS, type RenderedSection, SECTIONS_PER_SCROLL } from './runtime';

function Section({ section, data }: { section: RenderedSection; data: unknown }) {
  // Rendered from the theme's views, which this page's code loads with it: no boundary that could suspend, so
  // the server sends each section inline (React streams large Suspense content after the shell, which would
  // paint the page without its sections first) and hydration and client navigation render it at once.
  const Component = views[section.name as SectionName];
  if (!Component) return null;
  return (
    <div className={section.className || undefined} data-section-slot={section.name} data-testid="section">
      <Component props={section.props} blocks={section.blocks} data={data} />
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

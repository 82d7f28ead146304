import theme from '@vitrine/theme';
import { Suspense } from 'react';
import { Await } from 'react-router';
import { FIRST_SECTIONS, type RenderedSection } from './runtime';

function Section({ section, data }: { section: RenderedSection; data: unknown }) {
  const definition = theme.sections[section.name];
  if (!definition) return null;
  const Component = definition.component;
  return (
    <div className={section.className || undefined} data-section={section.name} data-testid="section">
      <Component props={section.props} blocks={section.blocks} data={data} />
    </div>
  );
}

/** The page's sections in order: the first ones at once, the rest when their data streams in. */
export function SectionList({
  sections,
  firstData,
  restData,
}: {
  sections: RenderedSection[];
  firstData: unknown[];
  restData: Promise<unknown[]>;
}) {
  const first = sections.slice(0, FIRST_SECTIONS);
  const rest = sections.slice(FIRST_SECTIONS);
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
    </div>
  );
}

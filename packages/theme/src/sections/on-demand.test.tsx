import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SECTION_NAMES } from '../schema/section-names';
import { sectionDefinitions } from './definitions';
import { onDemandSections } from './on-demand';
import { defaults } from './testing';
import { views } from './views';

const sorted = (names: string[]) => [...names].sort();

describe('the sections the browser gets', () => {
  it('are the same sections as the full definitions, with their components', () => {
    expect(sorted(Object.keys(onDemandSections))).toEqual(sorted(Object.keys(sectionDefinitions)));
    for (const name of SECTION_NAMES) expect(views[name], name).toBe(sectionDefinitions[name].component);
  });

  it.each(SECTION_NAMES)('%s renders the markup the server sent once fetched', async (name) => {
    const { component: OnDemand, ...browserCopy } = onDemandSections[name];
    expect(browserCopy.settings).toEqual([]);
    await OnDemand.preload();
    const Full = sectionDefinitions[name].component;
    const props = defaults(sectionDefinitions[name]);
    const render = (Component: typeof Full) =>
      renderToString(
        <MemoryRouter>
          <Component props={props} blocks={[]} data={undefined} />
        </MemoryRouter>,
      );
    expect(render(OnDemand)).toBe(render(Full));
  });
});

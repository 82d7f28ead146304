import type { PageSection } from '@vitrine/kit';
import theme from '@vitrine/theme';
import { isbot } from 'isbot';
import type { StorefrontContext } from '../load-context';
import { loadAppliedTheme } from '../shell/shop.server';
import {
  FIRST_SECTIONS,
  isSectionShown,
  type RenderedSection,
  resolveBlocks,
  resolveProps,
  screenClasses,
} from './runtime';

export interface SectionPage {
  found: boolean;
  seo?: { title?: string; description?: string };
  sections: RenderedSection[];
  /** Data of the first sections, awaited. */
  firstData: unknown[];
  /** Data of the remaining sections, streamed. */
  restData: Promise<unknown[]>;
  /** Crawlers and previews get every section at once. */
  revealAll: boolean;
}

/**
 * A theme page's sections: every section's `load` starts at once (in parallel); the first few are awaited,
 * the others are handed over as a promise so the page streams.
 */
export async function loadSectionPage(
  context: StorefrontContext,
  request: Request,
  pageValue: string,
): Promise<SectionPage> {
  const url = new URL(request.url);
  const preview = url.searchParams.has('themeId') || url.searchParams.has('isEdit');
  const revealAll = preview || isbot(request.headers.get('user-agent') ?? '');
  const applied = await loadAppliedTheme(context);
  const themeId = url.searchParams.get('themeId') || applied?._id;
  const page = themeId
    ? await context
        .shared(`theme-page:${themeId}:${pageValue}`, () => context.sdk.theme.getPage({ themeId, pageValue }))
        .catch(() => undefined)
    : undefined;
  if (!page) return { found: false, sections: [], firstData: [], restData: Promise.resolve([]), revealAll };

  const placed = ((page.sections ?? []) as PageSection[]).filter(
    (section) => theme.sections[section.name] && isSectionShown(section.predicate, url, false),
  );
  const sections: RenderedSection[] = placed.map((section, index) => ({
    key: `${index}-${section.name}`,
    name: section.name,
    props: resolveProps(theme.sections[section.name], section.props),
    blocks: resolveBlocks(section),
    className: screenClasses(section.predicate),
  }));
  const loads = sections.map((section) => {
    const load = theme.sections[section.name].load;
    return load
      ? load({ sdk: context.sdk, props: section.props, url }).catch(() => undefined)
      : Promise.resolve(undefined);
  });
  const firstData = await Promise.all(loads.slice(0, FIRST_SECTIONS));
  return {
    found: true,
    seo: page.seo,
    sections,
    firstData,
    restData: Promise.all(loads.slice(FIRST_SECTIONS)),
    revealAll,
  };
}

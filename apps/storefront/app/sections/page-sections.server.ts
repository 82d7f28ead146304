import type { PageSection } from '@vitrine/kit';
import theme from '@vitrine/theme';
import { isbot } from 'isbot';
import { loadUser } from '../account/session.server';
import type { StorefrontContext } from '../load-context';
import { loadShownTheme } from '../shell/shop.server';
import { previewThemeId } from '../shell/theme-preview.server';
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
  /**
   * Data of the remaining sections, streamed; none when the page has no more sections. A promise, even one
   * already settled, adds a round to the page's data stream (another Suspense boundary, write and compressor
   * flush), which most templates (a product page's is usually empty) would pay for nothing.
   */
  restData?: Promise<unknown[]>;
  /** Crawlers and previews get every section at once. */
  revealAll: boolean;
}

/**
 * Sections as a page shows them: those of the theme that pass their route and user rules (signed in or not),
 * with resolved props, and every section's data `load` started at once (in parallel). A section the theme does
 * not have is skipped with a warning, so bad page data never takes the rest of the page down.
 */
export function renderSections(
  context: StorefrontContext,
  placed: PageSection[],
  url: URL,
  authenticated: boolean,
): { sections: RenderedSection[]; loads: Promise<unknown>[] } {
  const sections: RenderedSection[] = [];
  placed.forEach((section, place) => {
    if (!theme.sections[section?.name]) {
      console.warn(
        `Section "${section?.name}" is not in the theme "${theme.name}"; it is left out of ${url.pathname}`,
      );
      return;
    }
    if (!isSectionShown(section.predicate, url, authenticated)) return;
    sections.push({
      key: `${place}-${section.name}`,
      place,
      name: section.name,
      props: resolveProps(theme.sections[section.name], section.props, section.name),
      blocks: resolveBlocks(section),
      className: screenClasses(section.predicate),
    });
  });
  const loads = sections.map((section) => {
    const load = theme.sections[section.name].load;
    return load
      ? load({ sdk: context.sdk, props: section.props, url }).catch(() => undefined)
      : Promise.resolve(undefined);
  });
  return { sections, loads };
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
  const previewed = previewThemeId(request);
  const preview = previewed !== null || url.searchParams.get('isEdit') === 'true';
  const revealAll = preview || isbot(request.headers.get('user-agent') ?? '');
  const [shown, user] = await Promise.all([loadShownTheme(context, request), loadUser(context, request)]);
  const themeId = shown?._id;
  const page = themeId
    ? await context
        .shared(`theme-page:${themeId}:${pageValue}`, () => context.sdk.theme.getPage({ themeId, pageValue }))
        .catch(() => undefined)
    : undefined;
  if (!page) return { found: false, sections: [], firstData: [], revealAll };

  const { sections, loads } = renderSections(
    context,
    (page.sections ?? []) as PageSection[],
    url,
    user !== null,
  );
  const firstData = await Promise.all(loads.slice(0, FIRST_SECTIONS));
  const later = loads.slice(FIRST_SECTIONS);
  return {
    found: true,
    seo: page.seo,
    sections,
    firstData,
    restData: later.length > 0 ? Promise.all(later) : undefined,
    revealAll,
  };
}

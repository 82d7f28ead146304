export interface ThemePageOfRoute {
  pageType: string;
  /** The route's own slug (product, brand, category, collection, custom page) or department, else null. */
  pageSlug: string | null;
}

interface RouteMatch {
  id: string;
  params: Record<string, string | undefined>;
  handle?: unknown;
}

/**
 * The theme page value (spec "Theme page slugs" and "Available page slugs") a route shows: its `handle.themePage`,
 * else its id (the policy routes are named after their pages); a section page is the page its group names.
 */
export function themePageOf(match: RouteMatch | undefined): ThemePageOfRoute {
  if (!match) return { pageType: 'not-found', pageSlug: null };
  const declared = (match.handle as { themePage?: string } | undefined)?.themePage;
  if (declared === 'section-page' && match.params.group)
    return { pageType: match.params.group, pageSlug: null };
  return {
    pageType: declared ?? (match.id === 'terms-and-conditions' ? 'tnc' : match.id),
    pageSlug: match.params.slug ?? match.params.department ?? null,
  };
}

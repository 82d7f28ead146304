import type { ThemeBundle } from '@vitrine/kit';
import type { OnDemand } from '@vitrine/kit/on-demand';
import defaultTheme from '@vitrine/theme';
import blankTheme from '@vitrine/theme/blank';
import { useRouteLoaderData } from 'react-router';

/** The theme bundles this storefront is built with, by the slug a theme's data names (`meta.slug`). */
const INSTALLED: Record<string, ThemeBundle> = {
  [defaultTheme.name]: defaultTheme,
  [blankTheme.name]: blankTheme,
};

/** The bundle a theme's data names; a theme whose bundle is not installed here is drawn with the default one. */
export function themeBundle(slug: string | undefined): ThemeBundle {
  return (slug && INSTALLED[slug]) || defaultTheme;
}

/**
 * Fetches the code of every installed theme's not-found and empty-state pages that load on demand, so an error
 * page renders without suspending.
 */
export function preloadThemeErrorPages(): Promise<unknown> {
  const pages = Object.values(INSTALLED).flatMap((bundle) => [bundle.NotFound, bundle.EmptyState]);
  return Promise.all(
    pages.map((page) => (page && 'preload' in page ? (page as OnDemand<object>).preload() : null)),
  );
}

/** The bundle of the theme the page shows: the applied one, or the one being previewed (`?themeId=`). */
export function useThemeBundle(): ThemeBundle {
  const root = useRouteLoaderData('root') as { themeSlug?: string } | undefined;
  return themeBundle(root?.themeSlug);
}

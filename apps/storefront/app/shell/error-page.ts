import { onDemand } from '@vitrine/kit/on-demand';
import { preloadThemeErrorPages } from './theme-bundle';

/** Marks a page that shows the error page, so the browser loads its code before hydrating (entry.client). */
export const ERROR_PAGE_ATTRIBUTE = 'data-error-page';

/**
 * The not-found and error pages, whose code (and the theme's) loads only when one is shown. Had hydration met
 * them still loading, the first update to reach them (the shopper's session, say) would blank the markup the
 * server sent until the code arrived.
 */
export const ErrorPage = onDemand(() =>
  Promise.all([import('./empty-state'), preloadThemeErrorPages()]).then(([module]) => module.ErrorPage),
);

import type { CustomTemplate, ThemeBundle } from '@vitrine/kit';
import { onDemand } from '@vitrine/kit/on-demand';
import { sections } from './sections';
import { Footer } from './shell/footer';
import { Header } from './shell/header';
import { Loader } from './shell/loader';
import stylesheet from './theme.css?url';

export { homeSections, presets, type ThemePreset } from './presets';
export { sections } from './sections';
// Theme-wide settings are imported from '@vitrine/theme/settings', which keeps them off pages that never use them.
export { Footer, Header, Loader };

/**
 * Header, footer and loader ship with every page. The not-found page and the empty state only show on some
 * pages, so the browser fetches their code when one first renders. The server loads it once at start-up and
 * renders them directly.
 */
const NotFound = onDemand(() => import('./shell/not-found').then((module) => module.NotFound));
const EmptyState = onDemand(() => import('./shell/empty-state').then((module) => module.EmptyState));
if (import.meta.env.SSR) {
  Promise.all([NotFound.preload(), EmptyState.preload()]).catch((error) => {
    console.error('The theme could not load its not-found and empty-state pages', error);
  });
}

/** Pages this theme adds under /c/, fetched by the browser only when one is shown. */
const customTemplates: CustomTemplate[] = [
  {
    path: 'lookbook',
    title: 'Lookbook',
    component: onDemand(() => import('./templates/lookbook').then((module) => module.Lookbook)),
    children: [
      {
        path: ':season',
        title: 'Lookbook',
        component: onDemand(() => import('./templates/lookbook').then((module) => module.LookbookSeason)),
      },
    ],
  },
];

const theme: ThemeBundle = {
  name: 'vitrine-default',
  Header,
  Footer,
  Loader,
  NotFound,
  EmptyState,
  sections,
  customTemplates,
  stylesheet,
};

export default theme;

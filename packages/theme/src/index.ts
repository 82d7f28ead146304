import type { ThemeBundle } from '@vitrine/kit';
import { sections } from './sections';
import { EmptyState } from './shell/empty-state';
import { Footer } from './shell/footer';
import { Header } from './shell/header';
import { Loader } from './shell/loader';
import { NotFound } from './shell/not-found';
import stylesheet from './theme.css?url';

export { homeSections, presets, type ThemePreset } from './presets';
export { preloadSections, sections } from './sections';
export {
  cssVariables,
  cssVariablesText,
  defaultGlobals,
  globalSettings,
  SYSTEM_FONT_STACK,
  toThemeGlobals,
} from './settings';
export { EmptyState, Footer, Header, Loader, NotFound };

const theme: ThemeBundle = {
  name: 'vitrine-default',
  Header,
  Footer,
  Loader,
  NotFound,
  EmptyState,
  sections,
  stylesheet,
};

export default theme;

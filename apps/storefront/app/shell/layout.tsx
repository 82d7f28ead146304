import type { ShellData, ThemeBundle } from '@vitrine/kit';
import defaultTheme from '@vitrine/theme';
import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigation } from 'react-router';

/** The preview bar shows in development mode or while previewing a theme: its code loads only then. */
const PreviewBar = lazy(() => import('./preview-bar').then((module) => ({ default: module.PreviewBar })));

function previewBarWanted(
  search: string,
  applicationMode: string | undefined,
  previewThemeId: string | null,
): boolean {
  const editing = new URLSearchParams(search).get('isEdit') === 'true';
  return applicationMode === 'development' || (previewThemeId !== null && !editing);
}

function ExtensionSlot({ name }: { name: string }) {
  return <div className="extension-slot" data-extension-slot={name} />;
}

/** Shown while a navigation loads: the theme's loader, or a spinner. */
function NavigationLoader({ Loader }: Pick<ThemeBundle, 'Loader'>) {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div
      className="navigation-loader"
      role="progressbar"
      aria-label="Loading"
      data-testid="navigation-loader"
    >
      {Loader ? <Loader /> : <span className="spinner" />}
    </div>
  );
}

/** Top to bottom: header slots and header, the routed view (fading in per path navigated to), footer slots and footer, preview bar. */
export function ShellLayout({
  shell,
  applicationMode,
  previewThemeId = null,
  children,
  theme = defaultTheme,
}: {
  shell: ShellData;
  applicationMode?: string;
  /** The theme a merchant is previewing (`?themeId=`, kept while they browse), if any. */
  previewThemeId?: string | null;
  children: ReactNode;
  /** The theme whose header, footer and loader frame the page: the applied or previewed theme's bundle. */
  theme?: Pick<ThemeBundle, 'Header' | 'Footer' | 'Loader'>;
}) {
  const location = useLocation();
  const query =
    location.pathname.replace(/\/+$/, '') === '/products'
      ? new URLSearchParams(location.search).get('q')
      : null;
  const { Header, Footer, Loader } = theme;
  // Only a page reached by navigating fades in: the first page paints at once (a fade would hold back its
  // largest paint until the fade ends). React Router keys the first location 'default'.
  const arrived = location.key !== 'default';
  return (
    <>
      <ExtensionSlot name="header-top" />
      {Header ? (
        <Header shell={shell} query={query ?? undefined} />
      ) : (
        <header className="theme-missing">Add Header in Theme</header>
      )}
      <ExtensionSlot name="header-bottom" />
      <NavigationLoader Loader={Loader} />
      <main
        id="main"
        className={arrived ? 'route-view route-view--arrived' : 'route-view'}
        key={location.pathname}
      >
        {children}
      </main>
      <ExtensionSlot name="footer-top" />
      {Footer ? <Footer shell={shell} /> : <footer className="theme-missing">Update Footer in Theme</footer>}
      <ExtensionSlot name="footer-bottom" />
      {previewBarWanted(location.search, applicationMode, previewThemeId) ? (
        <Suspense fallback={null}>
          <PreviewBar applicationMode={applicationMode} themeId={previewThemeId} />
        </Suspense>
      ) : null}
    </>
  );
}

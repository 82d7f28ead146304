import bodyFont from '@fontsource/poppins/files/poppins-latin-400-normal.woff2?url';
import headingFont from '@fontsource/poppins/files/poppins-latin-600-normal.woff2?url';
import {
  FollowedIdsProvider,
  LanguageProvider,
  SdkProvider,
  type ShellData,
  ShopLinkNavigation,
} from '@vitrine/kit';
import { translationsFor } from '@vitrine/kit/translations';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { loadUser, shopperOf } from './account/session.server';
import { requireCompleteProfile } from './guards/guards.server';
import { preferencesOfRequest } from './settings/preferences.server';
import { askStoreAddress, deploymentStoreSelection } from './settings/settings.server';
import { Analytics } from './shell/analytics';
import { ERROR_PAGE_ATTRIBUTE, ErrorPage } from './shell/error-page';
import { InjectedTags, RunInjectedScripts } from './shell/injected-tags';
import { ShellLayout } from './shell/layout';
import { type TagPosition, tagsFor } from './shell/merchant-tags';
import { type NavigationMenu, shellLinks } from './shell/navigation';
import { useOutsideLayout } from './shell/outside-layout';
import { InlinePageCss } from './shell/page-css';
import { scrollKey } from './shell/scroll';
import { loadApplication, loadShownTheme } from './shell/shop.server';
import { appInfo, DEFAULT_LOGO } from './shell/shop-info';
import { TagManagerFrame, TagManagerScript } from './shell/tag-manager';
import { themeBundle } from './shell/theme-bundle';
import { themeLook } from './shell/theme-globals';
import { themePageOf } from './shell/theme-page';
import { previewThemeId } from './shell/theme-preview.server';
import { useShopper } from './shell/use-shopper';

/**
 * The page's CSS is inline (InlinePageCss); both faces of the text above the fold (body and headings) are fetched
 * with the HTML, so they are mostly there by the first paint and their swap moves nothing.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: DEFAULT_LOGO, type: 'image/svg+xml' },
  { rel: 'preload', href: bodyFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: headingFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

/** The sign-in screens are where an incomplete profile gets completed, so they are not gated by it. */
const isAuthPath = (request: Request) => /^\/auth(\/|$)/.test(new URL(request.url).pathname);

/**
 * Shell data for every page, in one parallel round: application, contact, menus, the applied theme and the
 * signed-in shopper. Pages of the main layout need that shopper's required profile fields (spec §2).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { sdk } = context;
  const [application, contact, navigations, shownTheme, tags, user, asksForStore, asksForAddress] =
    await Promise.all([
      loadApplication(context),
      context.shared('contact', () => sdk.configuration.getContactInfo()).catch(() => undefined),
      context
        .shared('navigations', () => sdk.content.getNavigations({ pageSize: 100 }))
        .catch(() => undefined),
      loadShownTheme(context, request),
      context.shared('tags', () => sdk.content.getTags()).catch(() => undefined),
      loadUser(context, request),
      deploymentStoreSelection(context),
      // The same features answer as the line above: no further call.
      askStoreAddress(context),
    ]);
  if (!isAuthPath(request)) await requireCompleteProfile(context, request, user);
  const menus = (navigations as { items?: NavigationMenu[] } | undefined)?.items;
  const preferences = preferencesOfRequest(request);
  const menuLinks = shellLinks(menus, preferences.language);
  const look = themeLook(shownTheme);
  const shell: ShellData = {
    app: appInfo(application, contact),
    headerLinks: menuLinks.header,
    footerLinks: menuLinks.footer,
    // Null on every page kept for all visitors; the browser then asks who is signed in (useShopper).
    shopper: shopperOf(user),
    // No page holds the count, kept for all visitors or not: the browser asks for it (useShopper).
    cart: { disabled: look.disableCart, count: 0 },
  };
  return {
    shell,
    themeCss: look.css,
    themeColors: look.colors,
    /** The theme's Google Tag Manager container, '' for none. */
    gtmContainerId: look.gtmContainerId,
    themeSlug: shownTheme?.meta?.slug,
    /** The theme being previewed, for the preview bar; null when the shop shows its applied theme. */
    previewThemeId: previewThemeId(request),
    applicationMode: application?.mode,
    origin: new URL(request.url).origin,
    editorOrigin: context.editorOrigin,
    tags: tags?.tags ?? [],
    sdk: context.publicSdk,
    /** The shopper's language and currency (/setting/): texts, `<html lang>` and `Intl` formats follow them. */
    preferences,
    /** The storefront's texts in that language when it is not English (English ships with the code). */
    translations: translationsFor(preferences.language),
    /** Whether the shop asks shoppers to pick a deployment store (the onboarding dialog). */
    deploymentStoreSelection: asksForStore,
    /**
     * Whether the shop asks signed-in shoppers for a store address (registration_page.ask_store_address): with
     * a signed-in shopper, the onboarding dialog loads to check whether they have one.
     */
    askStoreAddress: asksForAddress,
  };
}

/** Pages set their own title; this one stands for error pages. */
export const meta: Route.MetaFunction = ({ error, data }) => {
  if (!error) return [{ title: data?.shell.app.name ?? 'Vitrine' }];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: notFound ? 'Page not found' : 'Something went wrong' },
    { name: 'robots', content: 'noindex' },
  ];
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const leaf = useMatches().at(-1);
  const { pageType } = themePageOf(leaf);
  const tags = (position: TagPosition) => tagsFor(data?.tags, position, pageType);
  return (
    <html lang={data?.preferences.language ?? 'en-IN'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <InlinePageCss />
        <Links />
        {data ? <style>{data.themeCss}</style> : null}
        <TagManagerScript containerId={data?.gtmContainerId ?? ''} />
        <InjectedTags tags={tags('head')} />
      </head>
      <body>
        <TagManagerFrame containerId={data?.gtmContainerId ?? ''} />
        <InjectedTags tags={tags('body-top')} />
        {children}
        <ScrollRestoration getKey={scrollKey} />
        <Scripts />
        <InjectedTags tags={tags('body-bottom')} />
        <RunInjectedScripts tags={[...tags('head'), ...tags('body-top'), ...tags('body-bottom')]} />
      </body>
    </html>
  );
}

/**
 * The onboarding dialog loads only in shops that ask shoppers for a deployment store, or for signed-in
 * shoppers in shops that ask for a store address.
 */
const OnboardingDialog = lazy(() =>
  import('./onboarding/onboarding-dialog').then((module) => ({ default: module.OnboardingDialog })),
);

/** Inside a theme editor's frame only, the bridge to the editor; its code loads only there. */
const EditorFrameHost = lazy(() =>
  import('./editor/frame-host').then((module) => ({ default: module.EditorFrameHost })),
);

function EditorFrame({ editorOrigin }: { editorOrigin: string }) {
  const [framed, setFramed] = useState(false);
  useEffect(() => setFramed(window.parent !== window), []);
  return framed ? (
    <Suspense fallback={null}>
      <EditorFrameHost editorOrigin={editorOrigin} />
    </Suspense>
  ) : null;
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  const { applicationMode, sdk, editorOrigin, themeColors, themeSlug } = data;
  const shell = useShopper(data.shell);
  const storeAddress = data.askStoreAddress && !!shell.shopper;
  const outsideLayout = useOutsideLayout();
  // Kept for theme code that reads the colours from storage; loaded after the page, it costs no page weight.
  useEffect(() => {
    import('@vitrine/kit/storage').then(({ STORAGE_KEYS, setStoredItem }) =>
      setStoredItem(STORAGE_KEYS.themeColors, themeColors),
    );
  }, [themeColors]);
  return (
    <SdkProvider config={sdk}>
      <Analytics signedIn={Boolean(shell.shopper)} />
      <LanguageProvider language={data.preferences.language} translations={data.translations}>
        <EditorFrame editorOrigin={editorOrigin} />
        {data.deploymentStoreSelection || storeAddress ? (
          <Suspense fallback={null}>
            <OnboardingDialog stores={data.deploymentStoreSelection} storeAddress={storeAddress} />
          </Suspense>
        ) : null}
        <FollowedIdsProvider session={data}>
          <ShopLinkNavigation>
            {outsideLayout ? (
              <Outlet />
            ) : (
              <ShellLayout
                shell={shell}
                applicationMode={applicationMode}
                previewThemeId={data.previewThemeId}
                theme={themeBundle(themeSlug)}
              >
                <Outlet />
              </ShellLayout>
            )}
          </ShopLinkNavigation>
        </FollowedIdsProvider>
      </LanguageProvider>
    </SdkProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('root');
  const shell = useShopper(data?.shell);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' && error.data
      ? error.data
      : 'Something went wrong';
  const page = (
    <div {...{ [ERROR_PAGE_ATTRIBUTE]: '' }}>
      <Suspense fallback={null}>
        <ErrorPage notFound={notFound} message={message} />
      </Suspense>
    </div>
  );
  if (!data) return page;
  return (
    <SdkProvider config={data.sdk}>
      <LanguageProvider language={data.preferences.language} translations={data.translations}>
        <ShopLinkNavigation>
          <ShellLayout
            shell={shell ?? data.shell}
            applicationMode={data.applicationMode}
            previewThemeId={data.previewThemeId}
            theme={themeBundle(data.themeSlug)}
          >
            {page}
          </ShellLayout>
        </ShopLinkNavigation>
      </LanguageProvider>
    </SdkProvider>
  );
}

import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * The code every page runs (header, footer, search, layout, and the kit parts they use) goes into one chunk
 * instead of many small ones: one gzip stream compresses better than several, and every page loads all of it
 * anyway. Section components, the not-found and empty-state pages, listing filters and the API client stay out:
 * only some pages use them.
 */
const PAGE_SHELL =
  /\/(packages\/kit\/src\/(?!filters|editor-protocol|custom-templates|ui\/custom-html|storage|search-lookup|action)|packages\/theme\/src\/(index|shell\/(?!not-found|empty-state)|components\/|sections\/(index|on-demand)\.)|apps\/storefront\/app\/(shell\/(?!preview-bar|run-injected-scripts|empty-state)|seo\.))[^?]*$/;

/** React, React DOM and React Router: one chunk, for the same reason. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|react-router|scheduler)\//;

/**
 * React Router publishes a production build (its dev-only warnings compiled out) beside the development one its
 * package exports point to. The browser build gets the production one; the server keeps the package's own
 * resolution, so it shares one copy with @react-router/node.
 */
function reactRouterProductionBuild(specifier: string, file: string): string {
  const development = fileURLToPath(import.meta.resolve(specifier));
  return development.replace(/\/development\/[^/]+$/, `/production/${file}`);
}

/**
 * Client chunks are served from /public/ (spec: business constants), which also keeps them clear of the
 * platform's /assets/ image route on the same origin.
 */
export default defineConfig(({ command, isSsrBuild }) => {
  const browserBuild = command === 'build' && !isSsrBuild;
  return {
    base: '/public/',
    plugins: [reactRouter()],
    ssr: { noExternal: [/^@vitrine\//] },
    resolve: browserBuild
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProductionBuild('react-router', 'index.mjs') },
            {
              find: /^react-router\/dom$/,
              replacement: reactRouterProductionBuild('react-router/dom', 'dom-export.mjs'),
            },
          ],
        }
      : undefined,
    build: {
      assetsDir: 'assets',
      sourcemap: !!process.env.SOURCEMAP,
      target: 'es2022',
      rolldownOptions: browserBuild
        ? {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'filters', test: /\/packages\/kit\/src\/filters\./, priority: 3 },
                  // The content pages' English texts, apart from the account pages' (the pattern below).
                  {
                    name: 'content-texts',
                    test: /\/packages\/kit\/src\/i18n\/content-messages\./,
                    priority: 4,
                  },
                  // The contact, custom form and product request pages' English texts, likewise apart.
                  {
                    name: 'lead-texts',
                    test: /\/packages\/kit\/src\/i18n\/lead-messages\./,
                    priority: 4,
                  },
                  // The account pages' English texts: only those pages load them.
                  {
                    name: 'account-texts',
                    test: /\/packages\/kit\/src\/i18n\/[\w-]+-(messages|texts)\./,
                    priority: 3,
                  },
                  { name: 'react', test: FRAMEWORK, priority: 2 },
                  { name: 'shell', test: PAGE_SHELL, priority: 1 },
                  { name: 'sections', test: /\/packages\/theme\/src\/sections\//, priority: 0 },
                ],
              },
            },
          }
        : undefined,
    },
  };
});

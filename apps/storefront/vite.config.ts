import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * The code every page runs (the shell: header, footer, search, layout, and the kit parts they use) goes into
 * one chunk instead of many small ones: one gzip stream compresses better than several, and every page loads all
 * of it anyway. Section components, listing filters and the API client stay separate: only some pages use them.
 */
const PAGE_SHELL =
  /\/(packages\/kit\/src\/(?!filters)|packages\/theme\/src\/(index|settings|shell\/|components\/|sections\/(index|on-demand|lazy-section|props)\.)|apps\/storefront\/app\/(shell\/|seo\.))[^?]*$/;

/**
 * Client chunks are served from /public/ (spec: business constants), which also keeps them clear of the
 * platform's /assets/ image route on the same origin.
 */
export default defineConfig(({ isSsrBuild }) => ({
  base: '/public/',
  plugins: [reactRouter()],
  ssr: { noExternal: [/^@vitrine\//] },
  build: {
    assetsDir: 'assets',
    target: 'es2022',
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /\/node_modules\/(react|react-router|scheduler)\/|^rolldown:runtime$/, priority: 2 },
                { name: 'sections', test: /\/packages\/theme\/src\/sections\//, priority: 0 },
                { name: 'filters', test: /\/packages\/kit\/src\/filters\./, priority: 3 },
                { name: 'shell', test: PAGE_SHELL, priority: 1 },
              ],
            },
          },
        },
  },
}));

import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * Client chunks are served from /public/ (spec: business constants), which also keeps them clear of the
 * platform's /assets/ image route on the same origin.
 */
export default defineConfig({
  base: '/public/',
  plugins: [reactRouter()],
  ssr: { noExternal: [/^@vitrine\//] },
  build: { assetsDir: 'assets' },
});

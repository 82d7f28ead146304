import { defineConfig } from 'vite';

/**
 * The editor's browser UI as static files with hashed names under dist/. The platform serves them at /editor/
 * behind the editor session and finds the entry's current names in the manifest, so the shell page can let
 * browsers keep them for a year.
 */
export default defineConfig({
  base: '/editor/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    manifest: true,
    target: 'es2022',
    rolldownOptions: { input: 'src/main.tsx' },
  },
});

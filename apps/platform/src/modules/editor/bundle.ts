import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BundledFile {
  text: string;
  etag: string;
}

export interface EditorBundle {
  js: BundledFile;
  css: BundledFile;
}

const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client', 'main.tsx');

const fileOf = (text: string): BundledFile => ({
  text,
  etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`,
});

/** Bundles the editor's browser UI in memory; esbuild writes the CSS the entry imports beside the JS. */
async function buildEditor(entry: string): Promise<EditorBundle> {
  const { build } = await import('esbuild');
  const outdir = path.join(path.dirname(entry), 'out');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir,
    logLevel: 'silent',
  });
  const named = (ext: string) => result.outputFiles.find((file) => file.path.endsWith(ext))?.text;
  const js = named('.js');
  if (js === undefined) throw new Error('esbuild produced no JavaScript for the editor');
  return { js: fileOf(js), css: fileOf(named('.css') ?? '') };
}

/**
 * The bundle, built on the first request and kept for the life of the process. A failed build is not kept,
 * so the next request tries again.
 */
export class EditorBundler {
  private pending?: Promise<EditorBundle>;

  constructor(private readonly entry = ENTRY) {}

  get(): Promise<EditorBundle> {
    if (!this.pending) {
      const pending = buildEditor(this.entry);
      this.pending = pending;
      pending.catch(() => {
        if (this.pending === pending) this.pending = undefined;
      });
    }
    return this.pending;
  }
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the shell page loads: the entry script and its styles, as URLs under /editor/. */
export interface EditorEntry {
  script: string;
  styles: string[];
}

export interface EditorBuild {
  entry: EditorEntry;
  /** Every file the build may serve, relative to its folder ('assets/main-Bxrhn6Zl.js'). */
  files: Set<string>;
}

/** The parts of Vite's build manifest (dist/.vite/manifest.json) the platform reads. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  assets?: string[];
}

/**
 * Where `npm run build` puts the editor: the @vitrine/editor package's dist/. Resolved through the package so the
 * platform depends on its built files, never on its source.
 */
export function defaultEditorDir(): string {
  const packageJson = fileURLToPath(import.meta.resolve('@vitrine/editor/package.json'));
  return path.join(path.dirname(packageJson), 'dist');
}

function readManifest(text: string): EditorBuild | undefined {
  const chunks = Object.values(JSON.parse(text) as Record<string, ManifestChunk>);
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) return undefined;
  const files = new Set(
    chunks.flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]),
  );
  return {
    entry: { script: `/editor/${entry.file}`, styles: (entry.css ?? []).map((file) => `/editor/${file}`) },
    files,
  };
}

/**
 * The editor's browser UI as Vite built it. The manifest is read again whenever it changes, so a rebuild
 * (`npm run build`, or the watching build under `npm run dev`) is served without restarting the platform.
 */
export class BuiltEditor {
  private cached?: { mtimeMs: number; build: EditorBuild | undefined };

  constructor(readonly dir: string) {}

  /** The current build, or undefined when there is none (or its manifest names no entry). */
  async current(): Promise<EditorBuild | undefined> {
    const manifest = path.join(this.dir, '.vite', 'manifest.json');
    try {
      const { mtimeMs } = await fs.stat(manifest);
      if (this.cached?.mtimeMs !== mtimeMs) {
        this.cached = { mtimeMs, build: readManifest(await fs.readFile(manifest, 'utf8')) };
      }
      return this.cached.build;
    } catch {
      // Missing, or caught half-written by a build in progress: no build for now, the next request reads again.
      this.cached = undefined;
      return undefined;
    }
  }

  /** A file the build named, or undefined for any other name (so no path outside the build can be asked for). */
  async read(build: EditorBuild, name: string): Promise<Buffer | undefined> {
    if (!build.files.has(name)) return undefined;
    return fs.readFile(path.join(this.dir, name)).catch(() => undefined);
  }
}

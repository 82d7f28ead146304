// Vitest global setup: the platform's editor tests fetch the editor's built files, so build them when they are
// missing or older than their sources (a fresh clone, or an edit under apps/editor). A no-op when fresh.
import { buildEditor, editorBuildIsStale } from './workspace.mjs';

export default function setup() {
  if (editorBuildIsStale() && buildEditor() !== 0) {
    throw new Error('The theme editor build failed (see above); the platform tests need it');
  }
}

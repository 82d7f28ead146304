import { parentPort, threadId } from 'node:worker_threads';
import { parseImagePath } from './pool';

/** Asks the drawing worker for one width of one pool image. */
export interface DrawRequest {
  path: string;
  width: number;
}

/** The PNG bytes, or why there are none; `threadId` says which thread drew it. */
export type DrawReply = { bytes: Uint8Array; threadId: number } | { error: string };

parentPort?.on('message', ({ path, width }: DrawRequest) => {
  const port = parentPort;
  if (!port) return;
  try {
    const image = parseImagePath(path);
    if (!image) throw new Error(`Not a drawable image path: ${path}`);
    // A copy of its own, so handing its memory over cannot take Node's shared small-buffer pool with it.
    const bytes = new Uint8Array(image.render(width));
    port.postMessage({ bytes, threadId } satisfies DrawReply, [bytes.buffer]);
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies DrawReply);
  }
});

import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { HtmlBatches } from './html-batches.server';
import { PageCssProvider } from './shell/page-css';
import { PAGE_CSS } from './shell/page-css.server';

/** Deferred data still pending after this long is rejected, so a stream always ends. */
export const streamTimeout = 5_000;

/**
 * How long a shopper's page waits, once its shell is rendered, for the parts still pending (the loader data's
 * stream, deferred data) before the shell goes out alone. Data already settled completes the page within a
 * couple of turns of the event loop (even with 50 pages rendering at once): sent whole then, the page is one
 * write and one compressor flush, without React's streaming scripts and the extra rounds through the streams,
 * each flushed and compressed apart (about 0.5 ms of CPU less per product page rendered afresh, 4%). Only a
 * page still waiting on data after that pays the wait in time to first byte.
 */
const SHELL_GRACE_MS = 20;

/**
 * Streams the document: shoppers get the page whole when it is ready at once, else the shell as soon as it is
 * ready and the deferred parts as they resolve; crawlers get the whole page at once.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let sent = false;
    /** A shopper's page once its shell is ready: the status then, which later errors (streamed) do not change. */
    let shellStatus: number | undefined;
    const forCrawler = isbot(request.headers.get('user-agent') ?? '');
    const sendPage = (status: number) => {
      if (sent) return;
      sent = true;
      const body = new HtmlBatches();
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status,
        }),
      );
      pipe(body);
    };

    const { pipe, abort } = renderToPipeableStream(
      <PageCssProvider value={PAGE_CSS}>
        <ServerRouter context={routerContext} url={request.url} />
      </PageCssProvider>,
      {
        onShellReady() {
          if (forCrawler) return;
          const status = responseStatusCode;
          shellStatus = status;
          shellTimer = setTimeout(() => sendPage(status), SHELL_GRACE_MS);
        },
        onAllReady() {
          // Everything is rendered: the timers would only keep this render's state alive for longer.
          clearTimeout(timer);
          clearTimeout(shellTimer);
          sendPage(shellStatus ?? responseStatusCode);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after a shopper's shell are streamed to the client's error boundary; log them here.
          if (shellStatus !== undefined) console.error(error);
        },
      },
    );

    const timer = setTimeout(abort, streamTimeout + 1_000);
    let shellTimer: ReturnType<typeof setTimeout> | undefined;
  });
}

/**
 * Errors of loaders and actions: a caller's mistake (a 4xx such as a POST to a page without an action) is not
 * logged; a bug is, as one JSON line with its stack, like the platform's logs.
 */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const { message, stack } = error instanceof Error ? error : { message: String(error), stack: undefined };
  const path = new URL(request.url).pathname;
  console.error(
    JSON.stringify({ level: 'error', time: Date.now(), method: request.method, path, msg: message, stack }),
  );
}

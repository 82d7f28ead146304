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
 * Streams the document: shoppers get the shell as soon as it is ready and the deferred parts as they resolve;
 * crawlers get the whole page at once.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const forCrawler = isbot(request.headers.get('user-agent') ?? '');
    const sendPage = () => {
      shellRendered = true;
      const body = new HtmlBatches();
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
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
          if (!forCrawler) sendPage();
        },
        onAllReady() {
          // Everything is rendered: the timer would only keep this render's state alive for seconds more.
          clearTimeout(timer);
          if (forCrawler) sendPage();
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are streamed to the client's error boundary; log them here.
          if (shellRendered) console.error(error);
        },
      },
    );

    const timer = setTimeout(abort, streamTimeout + 1_000);
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

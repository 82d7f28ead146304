import { FDKServerResponseError, requestFailure } from './errors';

/** Anything that answers a Request: the global `fetch`, or an in-process server's `app.fetch`. */
export type Fetch = (request: Request) => Response | Promise<Response>;

/** Response headers by lower-case name; `set-cookie` is a list, as the official SDK gives it. */
export type ResponseHeaders = Record<string, string | string[]>;

export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Milliseconds; 0 = none. */
  timeout: number;
  signal?: AbortSignal;
  fetch?: Fetch;
}

export interface HttpResponse {
  status: number;
  headers: ResponseHeaders;
  data: unknown;
}

// In-process responses (e.g. Hono's) carry no reason phrase; the error's `status` is the status text.
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * An answer from a server in this same process may carry its JSON value itself, frozen, under this registered
 * symbol: it is taken as the data instead of the body's text, which then is never parsed.
 */
const ANSWER_VALUE = Symbol.for('vitrine.answer-value');

function headersObject(headers: Headers): ResponseHeaders {
  const out: ResponseHeaders = {};
  headers.forEach((value, name) => {
    if (name !== 'set-cookie') out[name] = value;
  });
  const cookies = headers.getSetCookie?.() ?? [];
  if (cookies.length > 0) out['set-cookie'] = cookies;
  return out;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function httpFailure(response: Response, text: string): FDKServerResponseError {
  const parsed = text ? parseJson(text) : { ok: true as const, value: null };
  const body = parsed.ok ? parsed.value : text;
  const bodyMessage = (body as { message?: unknown } | null)?.message;
  const message =
    typeof bodyMessage === 'string' && bodyMessage !== ''
      ? bodyMessage
      : `Request failed with status code ${response.status}`;
  const statusText = response.statusText || STATUS_TEXT[response.status] || '';
  return new FDKServerResponseError(message, '', statusText, response.status, body);
}

/** The message of a network failure: Node's fetch hides the socket error (e.g. ECONNREFUSED) in `cause`. */
function networkMessage(error: unknown): string {
  const cause = (error as { cause?: { message?: unknown } })?.cause;
  return typeof cause?.message === 'string' && cause.message ? cause.message : 'Network Error';
}

/**
 * Sends one request and returns the parsed JSON body. Every failure becomes an FDKServerResponseError:
 * HTTP errors with the status, network failures with a request error code.
 */
export async function send(request: HttpRequest): Promise<HttpResponse> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch (error) {
    throw requestFailure('ERR_INVALID_URL', 'Invalid URL', error);
  }
  if (request.signal?.aborted) throw requestFailure('ERR_CANCELED', 'canceled', request.signal.reason);

  // Without a time-out or a caller's signal nothing can abort the call: the storefront's in-process calls skip
  // the controller, its promise and its listeners, which each page would otherwise pay for per call.
  const abortable = request.timeout > 0 || request.signal !== undefined;
  const controller = abortable ? new AbortController() : undefined;
  let abortedBy: 'timeout' | 'caller' | undefined;
  const aborted = controller
    ? new Promise<never>((_, reject) => {
        controller.signal.addEventListener('abort', () =>
          reject(
            abortedBy === 'timeout'
              ? requestFailure('ECONNABORTED', `timeout of ${request.timeout}ms exceeded`)
              : requestFailure('ERR_CANCELED', 'canceled', request.signal?.reason),
          ),
        );
      })
    : undefined;
  aborted?.catch(() => {});
  const orAborted = <T>(work: Promise<T>): Promise<T> => (aborted ? Promise.race([work, aborted]) : work);
  const timer =
    controller && request.timeout > 0
      ? setTimeout(() => {
          abortedBy = 'timeout';
          controller.abort();
        }, request.timeout)
      : undefined;
  const onCallerAbort = () => {
    abortedBy = 'caller';
    controller?.abort();
  };
  request.signal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    let outgoing: Request;
    try {
      outgoing = new Request(url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        credentials: 'include',
        signal: controller?.signal,
      });
    } catch (error) {
      throw requestFailure(
        'ERR_BAD_OPTION_VALUE',
        error instanceof Error ? error.message : String(error),
        error,
      );
    }
    const fetchImpl: Fetch = request.fetch ?? ((r) => globalThis.fetch(r));
    let response: Response;
    let text: string;
    try {
      response = await orAborted(Promise.resolve().then(() => fetchImpl(outgoing)));
      if (ANSWER_VALUE in response && response.status >= 200 && response.status < 300) {
        const data = (response as { [ANSWER_VALUE]?: unknown })[ANSWER_VALUE];
        return { status: response.status, headers: headersObject(response.headers), data };
      }
      text = request.method === 'HEAD' ? '' : await orAborted(response.text());
    } catch (error) {
      if (error instanceof FDKServerResponseError) throw error;
      if (abortedBy && aborted) return await aborted;
      throw requestFailure('ERR_NETWORK', networkMessage(error), error);
    }

    if (response.status < 200 || response.status >= 300) throw httpFailure(response, text);
    const headers = headersObject(response.headers);
    if (text === '') return { status: response.status, headers, data: '' };
    const parsed = parseJson(text);
    if (!parsed.ok) throw requestFailure('ERR_BAD_RESPONSE', 'Response is not valid JSON');
    return { status: response.status, headers, data: parsed.value };
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onCallerAbort);
  }
}

type AppFetch = (request: Request, env?: unknown) => Response | Promise<Response>;

// Trust rides on the Request object itself, which only code in this process can hold: no header, cookie or URL
// a remote caller sends can put a request in this set.
const handedOver = new WeakSet<Request>();
// The JSON text of answers to those requests, by the Response itself: asking a Response for its body stream
// would make the server's lightweight Response build a full one (and a stream) that nobody reads. An answer
// copied on its way out (a middleware rebuilding it) is not found here and is read from its bytes instead.
const answerTexts = new WeakMap<Response, string>();

/**
 * The platform app's fetch for a caller in this same process (the storefront's SDK): its requests skip the
 * signed-request check, whose date, signature and body hashing prove nothing between two parts of one
 * program. The application's credentials are still checked. Only for requests this process built itself; a
 * browser's request relayed to the platform goes through the app's own fetch and is checked as any other.
 */
export function inProcessFetch(app: { fetch: AppFetch }): AppFetch {
  return async (request, env) => {
    handedOver.add(request);
    const response = await app.fetch(request, env);
    const text = answerTexts.get(response);
    // The caller reads the text the route wrote, not its bytes encoded into the stream and decoded back.
    if (text !== undefined) Object.defineProperty(response, 'text', { value: () => Promise.resolve(text) });
    return response;
  };
}

/** Keeps an API answer's JSON text for inProcessFetch's caller, if the request was handed over in-process. */
export function handBack(request: Request, response: Response, text: string): Response {
  if (handedOver.has(request)) answerTexts.set(response, text);
  return response;
}

/** Whether this request was handed over by inProcessFetch (not a copy of it, not anything from a socket). */
export function cameInProcess(request: Request): boolean {
  return handedOver.has(request);
}

type AppFetch = (request: Request, env?: unknown) => Response | Promise<Response>;

// Trust rides on the Request object itself, which only code in this process can hold: no header, cookie or URL
// a remote caller sends can put a request in this set.
const handedOver = new WeakSet<Request>();
// The JSON text of answers to those requests, by the Response itself: asking a Response for its body stream
// would make the server's lightweight Response build a full one (and a stream) that nobody reads. An answer
// copied on its way out (a middleware rebuilding it) is not found here and is read from its bytes instead.
const answerTexts = new WeakMap<Response, string>();
// Or the answer's value itself, frozen (see frozenJson): the caller takes it instead of parsing the text.
const answerValues = new WeakMap<Response, unknown>();

/**
 * Where an in-process answer carries its value: the SDK's transport looks for it under the same registered
 * symbol (neither package imports the other).
 */
const ANSWER_VALUE = Symbol.for('vitrine.answer-value');

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
    if (answerValues.has(response))
      Object.defineProperty(response, ANSWER_VALUE, { value: answerValues.get(response) });
    return response;
  };
}

/** Keeps an API answer's JSON text for inProcessFetch's caller, if the request was handed over in-process. */
export function handBack(request: Request, response: Response, text: string): Response {
  if (handedOver.has(request)) answerTexts.set(response, text);
  return response;
}

/** Keeps an API answer's frozen value (its JSON text parsed) for inProcessFetch's caller, like handBack. */
export function handBackValue(request: Request, response: Response, value: unknown): Response {
  if (handedOver.has(request)) answerValues.set(response, value);
  return response;
}

/** Whether this request was handed over by inProcessFetch (not a copy of it, not anything from a socket). */
export function cameInProcess(request: Request): boolean {
  return handedOver.has(request);
}

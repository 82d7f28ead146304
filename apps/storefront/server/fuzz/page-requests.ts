import {
  DEEP_NESTING,
  deepJson,
  describeValue,
  encodeWire,
  HUGE_LENGTH,
  hostileText,
  rarely,
  rawUrlFragment,
} from '@vitrine/platform/fuzz';
import fc from 'fast-check';

/** A route of the shop: its pattern from routes.ts and whether it takes posted forms. */
export interface PageRoute {
  pattern: string;
  /** Form fields its action reads, or a JSON body (the editor's preview); undefined when it has no action. */
  form?: readonly string[] | 'json';
}

/** Query keys the shop's pages read: listing filters, sort and paging, previews, sign-in targets, campaigns. */
export const PAGE_QUERY_KEYS = [
  'q',
  'f',
  'sort_on',
  'page_no',
  'page_size',
  'page_id',
  'page_type',
  'filters',
  'brand',
  'category',
  'department',
  'min_price_effective',
  'size',
  'redirectUrl',
  'themeId',
  'isEdit',
  'url',
  'f.utm_campaign',
  // Checkout's steps and its result page (spec §2).
  'id',
  'cart_id',
  'buy_now',
  'address_id',
  'billing_address_id',
  'payment_mode',
  'payment_identifier',
  'order_id',
  'success',
  'add',
] as const;

export const HUGE_WIRE_VALUE = encodeWire('a'.repeat(HUGE_LENGTH));
/** Every dynamic segment and query value is tried with each of these once. */
export const HOSTILE_WIRE_VALUES = [
  '%00',
  'a%00b',
  '%01%1F%7F',
  '%0D%0ALocation:%20http://other.example',
  '%2F%0D%0ASet-Cookie:%20a=1',
  HUGE_WIRE_VALUE,
  '%',
  '%C0%80',
  encodeWire('😀\u202e'),
  encodeWire('h₂o x²y'),
  '',
  '..%2F..%2Fetc',
  '%2F%09%2Fother.example',
];

/** The path of a route with its dynamic segments (`:slug`, `:department?`, `*`) filled in. */
export function fillRoute(pattern: string, values: (name: string) => string): string {
  const filled = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return values('*');
      if (!segment.startsWith(':')) return segment;
      return values(segment.slice(1).replace(/\?$/, ''));
    })
    .join('/');
  return `/${filled}`;
}

export interface PageRequest {
  method: 'GET' | 'POST';
  target: string;
  body?: string | FormData;
  contentType?: string;
  origin?: string;
  signedIn: boolean;
  cookie?: string;
  crawler: boolean;
}

export function describePage(request: PageRequest): string {
  const body =
    request.body instanceof FormData
      ? ` multipart ${describeValue(JSON.stringify([...request.body.entries()]))}`
      : request.body === undefined
        ? ''
        : ` body ${describeValue(request.body)}`;
  const who = [
    request.signedIn ? 'signed in' : '',
    request.cookie ? `cookie ${describeValue(request.cookie)}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `${request.method} ${describeValue(request.target, 300)} (${who || 'guest'}, ${request.contentType ?? 'no content type'}, origin ${request.origin ?? 'none'})${body}`;
}

const wireValue = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }).map(encodeWire) },
  { weight: 3, arbitrary: hostileText.map(encodeWire) },
  { weight: 1, arbitrary: rawUrlFragment },
);

const queryArbitrary = fc
  .tuple(
    fc.array(fc.tuple(fc.constantFrom(...PAGE_QUERY_KEYS), wireValue), { maxLength: 5 }),
    fc.array(fc.tuple(hostileText.map(encodeWire), wireValue), { maxLength: 2 }),
  )
  .map(([known, extra]) => {
    const pairs = [...known, ...extra].map(([key, value]) => `${key}=${value}`);
    return pairs.length ? `?${pairs.join('&')}` : '';
  });

/** A form body of the given fields: URL-encoded (raw, so broken escapes get through), multipart, or not a form. */
function formBody(fields: readonly string[]): fc.Arbitrary<Pick<PageRequest, 'body' | 'contentType'>> {
  const entries = fc.array(
    fc.tuple(
      fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: hostileText }),
      hostileText,
    ),
    { maxLength: 5 },
  );
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.array(fc.tuple(fc.constantFrom(...fields), wireValue), { maxLength: 5 }),
          rarely(rawUrlFragment, 3),
        )
        .map(([pairs, tail]) => ({
          body: [...pairs.map(([key, value]) => `${key}=${value}`), ...(tail ? [tail] : [])].join('&'),
          contentType: 'application/x-www-form-urlencoded',
        })),
    },
    {
      weight: 2,
      arbitrary: entries.map((list) => {
        const form = new FormData();
        for (const [key, value] of list)
          form.append(key.replace(/\p{Cs}/gu, '\ufffd'), value.replace(/\p{Cs}/gu, '\ufffd'));
        return { body: form, contentType: undefined };
      }),
    },
    { weight: 1, arbitrary: jsonBody(fields) },
  );
}

/** A JSON body: the fields with hostile values, other JSON, deep nesting, or text that is not JSON at all. */
function jsonBody(fields: readonly string[]): fc.Arbitrary<Pick<PageRequest, 'body' | 'contentType'>> {
  const json = fc.oneof(
    fc
      .dictionary(fc.constantFrom(...fields), fc.oneof(hostileText, fc.jsonValue({ maxDepth: 3 })))
      .map((v) => JSON.stringify(v)),
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null'),
    fc.constantFrom<'array' | 'object'>('array', 'object').map((kind) => deepJson(DEEP_NESTING, kind)),
    fc.constantFrom('', '{', 'not json', '\u0000'),
  );
  return fc
    .tuple(json, fc.constantFrom('application/json', 'text/plain', undefined))
    .map(([body, contentType]) => ({ body, contentType }));
}

/** The editor preview's fields: a path and a list of sections. */
const EDITOR_FIELDS = ['path', 'sections'] as const;

/** Requests for one route: its segments filled with real or hostile values, a hostile query, and a hostile form when it has an action. */
export function pageRequestsFor(
  route: PageRoute,
  knownValues: Record<string, string[]>,
): fc.Arbitrary<PageRequest> {
  const segmentNames = [...route.pattern.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  const segment = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...(knownValues[name] ?? ['x'])).map(encodeWire) },
      { weight: 3, arbitrary: hostileText.map(encodeWire) },
      { weight: 1, arbitrary: rawUrlFragment },
      { weight: 1, arbitrary: fc.constant('a/b/../../c') },
    );
  const pathArbitrary = fc
    .tuple(...segmentNames.map(segment))
    .map((values) => fillRoute(route.pattern, (name) => values[segmentNames.indexOf(name)] ?? ''));
  const bodyArbitrary: fc.Arbitrary<Pick<PageRequest, 'body' | 'contentType'>> =
    route.form === 'json'
      ? jsonBody(EDITOR_FIELDS)
      : route.form
        ? formBody(route.form)
        : fc.constant({ body: undefined, contentType: undefined });
  return fc
    .record({
      post: fc.boolean(),
      path: pathArbitrary,
      query: queryArbitrary,
      body: bodyArbitrary,
      origin: fc.constantFrom(undefined, 'http://shop.test', 'https://other.example', 'null', '%%%'),
      signedIn: fc.boolean(),
      cookie: rarely(fc.string({ maxLength: 60 }), 4),
      crawler: fc.boolean(),
    })
    .map(({ post, path, query, body, origin, signedIn, cookie, crawler }) => ({
      method: post || route.form ? (post ? 'POST' : 'GET') : 'GET',
      target: `${path}${query}`,
      ...(post ? body : {}),
      origin,
      signedIn,
      cookie,
      crawler,
    }));
}

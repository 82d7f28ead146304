import type { OpenApiDocument, OpenApiOperation } from '@vitrine/contract';
import { signingDate } from '@vitrine/contract';
import { signatureOf } from '@vitrine/contract/node-signing';
import fc from 'fast-check';
import {
  describeValue,
  encodeWire,
  hostileBodyText,
  hostileContentType,
  hostileText,
  rarely,
  rawUrlFragment,
} from './hostile';

type JsonSchema = Record<string, unknown>;

export interface ApiOperation {
  path: string;
  method: string;
  operation: OpenApiOperation;
}

/** Every operation of the document, in document order. */
export function operationsOf(document: OpenApiDocument): ApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      path,
      method: method.toUpperCase(),
      operation,
    })),
  );
}

/** A value that fits a JSON schema, roughly: enough to get past validation into the handler. */
function fittingValue(schema: JsonSchema, text: fc.Arbitrary<string>, depth = 0): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (schema.const !== undefined) return fc.constant(schema.const);
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (options) return fc.oneof(...options.map((option) => fittingValue(option, text, depth)));
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => fittingValue({ ...schema, type }, text, depth)));
  switch (types[0]) {
    case 'string':
      return text;
    case 'integer':
      return fc.integer({ min: -5, max: 200 });
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double());
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(fittingValue((schema.items ?? {}) as JsonSchema, text, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      if (depth > 3) return fc.constant({});
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, s]) => [key, fittingValue(s, text, depth + 1)]),
        ),
        { requiredKeys: (schema.required ?? []) as string[] },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The wire text of one query or path value: JSON-typed values as a client would print them. */
function wireText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** One parameter's encoded values on the wire: none, one fitting or hostile value, a raw fragment, or several. */
function parameterValues(schema: JsonSchema, required: boolean): fc.Arbitrary<string[]> {
  const one = fc.oneof(
    {
      weight: 8,
      arbitrary: fittingValue(schema, fc.string({ maxLength: 12 })).map((v) => encodeWire(wireText(v))),
    },
    { weight: 2, arbitrary: hostileText.map(encodeWire) },
    { weight: 1, arbitrary: rawUrlFragment },
  );
  return fc.oneof(
    { weight: required ? 1 : 3, arbitrary: fc.constant<string[]>([]) },
    { weight: 6, arbitrary: one.map((value) => [value]) },
    { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) },
  );
}

/** How the request proves who sends it. */
type Credentials =
  | 'signed'
  | 'unsigned'
  | 'garbage-authorization'
  | 'wrong-token'
  | 'stale-date'
  | 'tampered';

export interface FuzzRequest {
  method: string;
  /** Path and query exactly as sent, already encoded. */
  target: string;
  body?: string;
  contentType?: string;
  credentials: Credentials;
  garbageHeader?: string;
}

export function describeRequest(request: FuzzRequest): string {
  const body = request.body === undefined ? '' : ` body=${describeValue(request.body)}`;
  return `${request.method} ${describeValue(request.target, 300)} (${request.credentials}, content-type ${request.contentType})${body}`;
}

const printable = fc.string({ maxLength: 60 });

/** Requests for one operation: its own parameters filled with fitting and hostile values, and worse. */
export function requestsFor(
  { path, method, operation }: ApiOperation,
  knownValues: Record<string, string[]>,
): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const pathValue = (name: string, schema: JsonSchema) =>
    fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...(knownValues[name] ?? ['x'])).map(encodeWire) },
      {
        weight: 2,
        arbitrary: fittingValue(schema, fc.string({ maxLength: 12 })).map((v) => encodeWire(wireText(v))),
      },
      { weight: 3, arbitrary: hostileText.map(encodeWire) },
      { weight: 1, arbitrary: rawUrlFragment },
    );
  const pathArbitrary = fc
    .tuple(...pathParameters.map((p) => pathValue(p.name, p.schema)))
    .map((values) => pathParameters.reduce((acc, p, i) => acc.replace(`{${p.name}}`, values[i]), path));
  const queryArbitrary = fc
    .tuple(
      fc.tuple(...queryParameters.map((p) => parameterValues(p.schema, p.required))),
      rarely(
        fc.array(fc.tuple(fc.oneof(fc.string({ maxLength: 10 }), hostileText), hostileText), {
          minLength: 1,
          maxLength: 2,
        }),
        4,
      ),
      rarely(rawUrlFragment),
    )
    .map(([values, extra, tail]) => {
      const pairs = queryParameters.flatMap((p, i) => values[i].map((value) => `${p.name}=${value}`));
      for (const [key, value] of extra ?? []) pairs.push(`${encodeWire(key)}=${encodeWire(value)}`);
      if (tail) pairs.push(tail);
      return pairs.length ? `?${pairs.join('&')}` : '';
    });
  const bodySchema = operation.requestBody?.content['application/json'].schema;
  const bodyArbitrary: fc.Arbitrary<string | undefined> = bodySchema
    ? fc.oneof(
        {
          weight: 4,
          arbitrary: fittingValue(bodySchema, fc.oneof(fc.string({ maxLength: 20 }), hostileText)).map((v) =>
            JSON.stringify(v),
          ),
        },
        { weight: 3, arbitrary: hostileBodyText },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : rarely(hostileBodyText, 4);
  return fc
    .record({
      method: fc.oneof(
        { weight: 8, arbitrary: fc.constant(method) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS') },
      ),
      prefix: fc.constantFrom('', '/api'),
      path: pathArbitrary,
      query: queryArbitrary,
      body: bodyArbitrary,
      contentType: fc.oneof(
        { weight: 3, arbitrary: fc.constant('application/json') },
        { weight: 2, arbitrary: hostileContentType },
      ),
      credentials: fc.oneof(
        { weight: 8, arbitrary: fc.constant<Credentials>('signed') },
        {
          weight: 2,
          arbitrary: fc.constantFrom<Credentials>(
            'unsigned',
            'garbage-authorization',
            'wrong-token',
            'stale-date',
            'tampered',
          ),
        },
      ),
      garbageHeader: rarely(printable),
    })
    .map(
      ({
        method: sentMethod,
        prefix,
        path: filled,
        query,
        body,
        contentType,
        credentials,
        garbageHeader,
      }) => ({
        method: sentMethod,
        target: `${prefix}${filled}${query}`,
        // GET and HEAD carry no body in fetch.
        body: sentMethod === 'GET' || sentMethod === 'HEAD' ? undefined : body,
        contentType,
        credentials,
        garbageHeader,
      }),
    );
}

export interface Application {
  id: string;
  token: string;
  /** A signed-in shopper's `name=value` session cookie, sent with every request that spoils no header. */
  session?: string;
}

const ORIGIN = 'http://shop.test';
const STALE_DATE = '20200101T000000Z';

/**
 * A fetch Request for a fuzz request, signed as the SDK signs (over the URL as the client's URL parser leaves it),
 * or spoilt as its credentials say.
 */
export function toRequest(request: FuzzRequest, application: Application): Request {
  const url = new URL(`${ORIGIN}${request.target}`);
  const target = `${url.pathname}${url.search}`;
  const token = request.credentials === 'wrong-token' ? `${application.token}x` : application.token;
  const headers: Record<string, string> = {
    host: url.host,
    'x-fp-date': request.credentials === 'stale-date' ? STALE_DATE : signingDate(),
    authorization:
      request.credentials === 'garbage-authorization'
        ? (request.garbageHeader ?? 'Bearer %%%')
        : `Bearer ${Buffer.from(`${application.id}:${token}`).toString('base64')}`,
  };
  if (request.credentials !== 'unsigned') {
    const signed = signatureOf({ method: request.method, path: target, headers, body: request.body });
    const last = signed.endsWith('0') ? '1' : '0';
    headers['x-fp-signature'] = request.credentials === 'tampered' ? `${signed.slice(0, -1)}${last}` : signed;
  }
  if (request.contentType) headers['content-type'] = request.contentType;
  if (application.session && request.garbageHeader === undefined) headers.cookie = application.session;
  if (request.garbageHeader !== undefined) {
    headers['x-location-detail'] = request.garbageHeader;
    headers['x-currency-code'] = request.garbageHeader;
    headers.cookie = `f.session=${request.garbageHeader}`;
  }
  return new Request(url, { method: request.method, headers, body: request.body });
}

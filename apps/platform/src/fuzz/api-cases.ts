import type { ApiOperation, FuzzRequest } from './api-requests';
import { DEEP_NESTING, deepJson, encodeWire, HUGE_LENGTH } from './hostile';

const HUGE = encodeWire('a'.repeat(HUGE_LENGTH));
/** Values every parameter is tried with, once each: NUL, controls, oversize, broken escapes, unicode, nothing. */
const HOSTILE_VALUES = [
  '%00',
  'a%00b',
  '%01%1F%7F',
  '%0D%0ASet-Cookie:%20a=1',
  HUGE,
  '%',
  '%C0%80',
  encodeWire('😀\u202e'),
  // Letters and digits PostgreSQL's parser splits into a phrase: a search once failed on them.
  encodeWire('h₂o x²y'),
  '',
];

/**
 * The input classes of the fuzz, each tried once on every operation, so every class reaches every operation
 * whatever the random runs draw: every path and query parameter with every hostile value, a list where one value
 * belongs, an unknown parameter, hostile bodies, every kind of spoilt credentials and the wrong method.
 */
export function hostileCases(
  { path, method, operation }: ApiOperation,
  knownValues: Record<string, string[]>,
): FuzzRequest[] {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const fill = (override: Record<string, string> = {}) =>
    pathParameters.reduce(
      (acc, p) => acc.replace(`{${p.name}}`, override[p.name] ?? encodeWire(knownValues[p.name]?.[0] ?? 'x')),
      path,
    );
  const base = fill();
  const hasBody = Boolean(operation.requestBody);
  const signed = (target: string, extra: Partial<FuzzRequest> = {}): FuzzRequest => ({
    method,
    target,
    credentials: 'signed',
    contentType: 'application/json',
    body: hasBody ? '{}' : undefined,
    ...extra,
  });
  const cases: FuzzRequest[] = [signed(base)];
  for (const p of pathParameters) {
    for (const value of HOSTILE_VALUES) cases.push(signed(fill({ [p.name]: value })));
  }
  for (const p of operation.parameters.filter((p) => p.in === 'query')) {
    for (const value of HOSTILE_VALUES) cases.push(signed(`${base}?${p.name}=${value}`));
    cases.push(signed(`${base}?${p.name}=1&${p.name}=2&${p.name}=%00`));
    cases.push(signed(`${base}?${p.name}[]=1&${p.name}[a]=2`));
  }
  cases.push(signed(`${base}?no_such_parameter=1`), signed(`${base}?%00=1&=&&%zz`));
  const bodies = [
    deepJson(DEEP_NESTING, 'array'),
    deepJson(DEEP_NESTING, 'object'),
    'not json',
    '{"a":',
    JSON.stringify({ text: 'a'.repeat(HUGE_LENGTH) }),
    JSON.stringify([1, 2]),
    '\u0000',
  ];
  const bodyMethod = method === 'GET' || method === 'HEAD' ? 'POST' : method;
  for (const body of bodies) cases.push(signed(base, { method: bodyMethod, body }));
  if (hasBody) {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      undefined,
    ]) {
      cases.push(signed(base, { body: 'username=a&password=b', contentType }));
    }
  }
  for (const credentials of [
    'unsigned',
    'garbage-authorization',
    'wrong-token',
    'stale-date',
    'tampered',
  ] as const) {
    cases.push(signed(base, { credentials, garbageHeader: 'Bearer \u00ff%%' }));
  }
  cases.push(signed(base, { garbageHeader: '{"pincode":{"$gt":""},"country":' }));
  for (const other of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].filter((m) => m !== method)) {
    cases.push(signed(base, { method: other, body: other === 'GET' ? undefined : '{}' }));
  }
  return cases;
}

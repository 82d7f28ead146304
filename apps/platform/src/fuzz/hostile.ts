import fc from 'fast-check';

/** The size of an oversize value: far past every limit the contract sets. */
export const HUGE_LENGTH = 100_000;
/** How deep a nested JSON body goes: deeper than any recursive parser or validator should follow. */
export const DEEP_NESTING = 20_000;
/** No answer may take longer than this, on a busy machine included. */
export const ANSWER_WITHIN_MS = 10_000;

const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

/** Text a hostile client puts where a string belongs. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: controlCharacter, minLength: 1, maxLength: 8 }),
  fc
    .tuple(fc.string({ maxLength: 8 }), controlCharacter, fc.string({ maxLength: 8 }))
    .map((parts) => parts.join('')),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'shirt\u0000',
    '\r\nSet-Cookie: a=1',
    '\u202e\u0301',
    '\ufeff',
    '\ud800',
    '..',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '-1',
    '0',
    '1.5',
    '1e309',
    'NaN',
    '0x10',
    'true',
    'null',
    '[]',
    '{}',
    '{"$gt":""}',
    '::::||||',
    'brand:',
  ),
  fc
    .constantFrom('a', '\u0000', 'é', '😀', '%')
    .map((unit) => unit.repeat(Math.ceil(HUGE_LENGTH / unit.length))),
);

/** Fragments sent raw in a URL: broken percent-escapes, escaped NUL and separators, invalid UTF-8. */
export const rawUrlFragment: fc.Arbitrary<string> = fc.constantFrom(
  '%',
  '%zz',
  '%00',
  '%0A%0D',
  '%C0%80',
  '%FF%FE',
  '%E2%82',
  '%2F..%2F',
  '%25',
  '+',
  '&',
  '=',
  ';',
  '#',
);

/** The value one time in `every`, undefined otherwise: for spoilers that would hide everything else if always there. */
export function rarely<T>(arbitrary: fc.Arbitrary<T>, every = 5): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: every - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
}

/** Percent-encodes text for a URL; lone surrogates, which cannot be encoded, become U+FFFD as a browser sends them. */
export function encodeWire(text: string): string {
  return encodeURIComponent(text.replace(/\p{Cs}/gu, '\ufffd'));
}

/** JSON nested `depth` levels deep, as arrays or objects. */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Bodies that are not what any endpoint takes. */
export const hostileBodyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', '{', 'null', '[]', '"text"', '1', 'undefined', '{"a":1,}', '\u0000', '\ufeff{}'),
  fc.constantFrom<'array' | 'object'>('array', 'object').map((kind) => deepJson(DEEP_NESTING, kind)),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
  fc.string({ maxLength: 200 }),
  hostileText.map((text) => JSON.stringify({ value: text })),
);

/** Content types a hostile client sends with a body. */
export const hostileContentType: fc.Arbitrary<string | undefined> = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/xml',
  '*/*; q=garbage',
  undefined,
);

/** Resolves with the promise's value, or rejects when it takes longer than ANSWER_WITHIN_MS: a hang is a failure. */
export async function withinBound<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`No answer within ${ANSWER_WITHIN_MS} ms: ${what}`)),
      ANSWER_WITHIN_MS,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A short printable description of a value for failure messages: long values cut, controls escaped. */
export function describeValue(value: string, max = 160): string {
  return JSON.stringify(value.length > max ? `${value.slice(0, max)}…(${value.length} chars)` : value);
}

function seedOf(name: string): number {
  let hash = 17;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * The runs of one property: `fixedRuns` from a seed fixed by its name (the same on every run, and unchanged when
 * other properties are added) and `freshRuns` from a new seed each time, to look a little further on every run.
 * A failure reports its seed; FUZZ_SEED=<seed> replays it.
 */
export function fuzzRuns(
  name: string,
  fixedRuns: number,
  freshRuns: number,
): { seed: number; numRuns: number }[] {
  const replay = Number(process.env.FUZZ_SEED);
  if (process.env.FUZZ_SEED && Number.isInteger(replay)) return [{ seed: replay, numRuns: fixedRuns }];
  const fixed = seedOf(name);
  return [
    { seed: fixed, numRuns: fixedRuns },
    { seed: (Date.now() ^ fixed) | 0, numRuns: freshRuns },
  ];
}

import { addBit, type Bits, emptyBits, intersect, union } from './bitset';

/**
 * The full-text words (lexemes of `search_vector`) of every product, held in memory: a search's products are
 * then found without asking the database to scan its text index. The database still turns the shopper's text
 * into a query (`to_tsquery`, which stems and drops stop words), so matching means exactly what `@@` means.
 */
export interface LexemeIndex {
  /** Distinct lexemes, sorted, so the lexemes starting with a prefix are one contiguous run. */
  words: string[];
  /** Product positions holding each word, aligned with `words`. */
  postings: Int32Array[];
}

export function buildLexemeIndex(lexemesByPosition: (string[] | null)[]): LexemeIndex {
  const byWord = new Map<string, number[]>();
  lexemesByPosition.forEach((lexemes, position) => {
    for (const word of lexemes ?? []) {
      let list = byWord.get(word);
      if (!list) {
        list = [];
        byWord.set(word, list);
      }
      list.push(position);
    }
  });
  const words = [...byWord.keys()].sort();
  return { words, postings: words.map((word) => Int32Array.from(byWord.get(word) ?? [])) };
}

/** Index of the first word not below `text`. */
function lowerBound(words: string[], text: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (words[mid] < text) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** A parsed tsquery: lexemes (`prefix` for `:*`) combined with and, or and not. */
export type TsQuery =
  | { kind: 'lexeme'; word: string; prefix: boolean }
  | { kind: 'and' | 'or'; left: TsQuery; right: TsQuery }
  | { kind: 'not'; operand: TsQuery };

/**
 * Parses the text form PostgreSQL gives a tsquery (`( 'shirt':* | 'skirt' ) & 'cotton':*`): quoted lexemes with
 * an optional `:*` (weights are read and ignored), `&`, `|`, `!` and parentheses; `&` binds tighter than `|`.
 * Phrase operators (`<->`) are not produced by our queries and are refused.
 */
export function parseTsQuery(text: string): TsQuery | undefined {
  let at = 0;
  const skipSpace = () => {
    while (text[at] === ' ') at++;
  };
  const fail = (): never => {
    throw new Error(`Unsupported tsquery text at ${at}: ${text}`);
  };
  const lexeme = (): TsQuery => {
    at++; // opening quote
    let word = '';
    while (at < text.length) {
      if (text[at] === "'" && text[at + 1] === "'") {
        word += "'";
        at += 2;
      } else if (text[at] === "'") break;
      else word += text[at++];
    }
    if (text[at] !== "'") fail();
    at++;
    let prefix = false;
    if (text[at] === ':') {
      at++;
      while (/[*A-Da-d]/.test(text[at] ?? '')) if (text[at++] === '*') prefix = true;
    }
    return { kind: 'lexeme', word, prefix };
  };
  const operand = (): TsQuery => {
    skipSpace();
    if (text[at] === '!') {
      at++;
      return { kind: 'not', operand: operand() };
    }
    if (text[at] === '(') {
      at++;
      const inner = either();
      skipSpace();
      if (text[at] !== ')') fail();
      at++;
      return inner;
    }
    if (text[at] === "'") return lexeme();
    return fail();
  };
  const both = (): TsQuery => {
    let left = operand();
    for (skipSpace(); text[at] === '&'; skipSpace()) {
      at++;
      left = { kind: 'and', left, right: operand() };
    }
    return left;
  };
  const either = (): TsQuery => {
    let left = both();
    for (skipSpace(); text[at] === '|'; skipSpace()) {
      at++;
      left = { kind: 'or', left, right: both() };
    }
    return left;
  };
  skipSpace();
  if (at === text.length) return undefined;
  const query = either();
  skipSpace();
  if (at !== text.length) fail();
  return query;
}

/** The positions of products whose lexemes satisfy the query, out of `size` products. */
export function matchTsQuery(index: LexemeIndex, query: TsQuery, size: number): Bits {
  switch (query.kind) {
    case 'lexeme': {
      const out = emptyBits(size);
      const first = lowerBound(index.words, query.word);
      for (let w = first; w < index.words.length; w++) {
        const word = index.words[w];
        if (query.prefix ? !word.startsWith(query.word) : word !== query.word) break;
        for (const position of index.postings[w]) addBit(out, position);
      }
      return out;
    }
    case 'and':
      return intersect([matchTsQuery(index, query.left, size), matchTsQuery(index, query.right, size)], size);
    case 'or':
      return union([matchTsQuery(index, query.left, size), matchTsQuery(index, query.right, size)], size);
    case 'not': {
      const inner = matchTsQuery(index, query.operand, size);
      const out = emptyBits(size);
      for (let w = 0; w < out.length; w++) out[w] = ~inner[w];
      // Bits past the last product stay clear.
      if (size % 32 !== 0) out[out.length - 1] &= (1 << (size % 32)) - 1;
      return out;
    }
  }
}

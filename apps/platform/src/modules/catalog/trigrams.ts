/**
 * Trigram similarity with pg_trgm's documented meaning, computed in memory so a suggestion at every keystroke
 * needs no database round trip for typo correction or ranking.
 *
 * Text is lower-cased and split into words of letters and digits; each word is padded with two spaces before
 * and one after, and its three-character runs are its trigrams.
 */

const WORD = /[\p{L}\p{N}]+/gu;
const SURROGATE = /[\uD800-\uDFFF]/;

/** The trigrams of each word of the text, in order (repeats kept). */
export function trigramSequence(text: string): string[] {
  const out: string[] = [];
  for (const word of text.toLowerCase().match(WORD) ?? []) {
    const padded = `  ${word} `;
    if (!SURROGATE.test(padded)) {
      for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.substring(i, i + 3));
    } else {
      // Characters outside the Basic Multilingual Plane take two code units; trigrams count characters.
      const chars = [...padded];
      for (let i = 0; i + 3 <= chars.length; i++) out.push(chars[i] + chars[i + 1] + chars[i + 2]);
    }
  }
  return out;
}

export function trigramSet(text: string): Set<string> {
  return new Set(trigramSequence(text));
}

function ratio(shared: number, sizeA: number, sizeB: number): number {
  return shared === 0 ? 0 : shared / (sizeA + sizeB - shared);
}

/** pg_trgm `similarity`: trigrams in common over trigrams of either. */
export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return ratio(shared, a.size, b.size);
}

/** A text's trigrams as numbers: each distinct trigram's code, and each trigram's place in that list. */
export interface EncodedText {
  codes: Int32Array;
  sequence: Int32Array;
}

/** A query's distinct trigrams, and the codes of those some encoded text has (as of `known`'s dictionary size). */
export interface TrigramQuery {
  trigrams: Set<string>;
  size: number;
  known: Set<number>;
  knownAt: number;
}

/**
 * Word similarity for many texts against many queries: each trigram gets a number once, and each text is
 * encoded once (bounded, least recently encoded dropped first), so scoring compares numbers, not strings.
 */
export class TrigramScorer {
  private readonly codeOf = new Map<string, number>();
  private readonly encoded = new Map<string, EncodedText>();
  /** Scratch space reused by every score (scores run one at a time). */
  private shared = new Uint8Array(64);
  private countedIn = new Int32Array(64);
  private readonly anchors: number[] = [];

  constructor(private readonly maxTexts = 20_000) {}

  query(text: string): TrigramQuery {
    const trigrams = trigramSet(text);
    return { trigrams, size: trigrams.size, known: new Set(), knownAt: -1 };
  }

  /** Codes the query's trigrams have; texts encoded since it was last asked may have given some a code. */
  private knownCodes(query: TrigramQuery): Set<number> {
    if (query.knownAt !== this.codeOf.size) {
      query.known.clear();
      for (const trigram of query.trigrams) {
        const code = this.codeOf.get(trigram);
        if (code !== undefined) query.known.add(code);
      }
      query.knownAt = this.codeOf.size;
    }
    return query.known;
  }

  encode(text: string): EncodedText {
    const hit = this.encoded.get(text);
    if (hit) return hit;
    const trigrams = trigramSequence(text);
    const place = new Map<number, number>();
    const sequence = new Int32Array(trigrams.length);
    trigrams.forEach((trigram, i) => {
      let code = this.codeOf.get(trigram);
      if (code === undefined) {
        code = this.codeOf.size;
        this.codeOf.set(trigram, code);
      }
      let at = place.get(code);
      if (at === undefined) {
        at = place.size;
        place.set(code, at);
      }
      sequence[i] = at;
    });
    const encoded = { codes: Int32Array.from(place.keys()), sequence };
    this.encoded.set(text, encoded);
    if (this.encoded.size > this.maxTexts) this.encoded.delete(this.encoded.keys().next().value as string);
    return encoded;
  }

  /**
   * pg_trgm `word_similarity(query, text)`: the greatest similarity between the query's trigrams and any run of
   * consecutive trigrams of the text. A best run starts and ends on a trigram the query has (trimming any other
   * from either end never lowers the score), so only those runs are tried.
   */
  wordSimilarity(query: TrigramQuery, text: string): number {
    const { codes, sequence } = this.encode(text);
    const known = this.knownCodes(query);
    if (this.shared.length < codes.length) {
      this.shared = new Uint8Array(codes.length * 2);
      this.countedIn = new Int32Array(codes.length * 2);
    }
    const { shared, countedIn, anchors } = this;
    for (let at = 0; at < codes.length; at++) {
      shared[at] = known.has(codes[at]) ? 1 : 0;
      // The run in which each trigram was last counted.
      countedIn[at] = -1;
    }
    anchors.length = 0;
    for (let i = 0; i < sequence.length; i++) if (shared[sequence[i]]) anchors.push(i);
    const lastAnchor = anchors[anchors.length - 1];
    let best = 0;
    for (let a = 0; a < anchors.length && best < 1; a++) {
      let distinct = 0;
      let common = 0;
      let next = a;
      for (let i = anchors[a]; i <= lastAnchor; i++) {
        const at = sequence[i];
        if (countedIn[at] !== a) {
          countedIn[at] = a;
          distinct++;
          common += shared[at];
        }
        if (i === anchors[next]) {
          best = Math.max(best, ratio(common, query.size, distinct));
          next++;
        }
      }
    }
    return best;
  }
}

/** Word similarity of one query and one text (see TrigramScorer). */
export function wordSimilarity(query: string, text: string): number {
  const scorer = new TrigramScorer();
  return scorer.wordSimilarity(scorer.query(query), text);
}

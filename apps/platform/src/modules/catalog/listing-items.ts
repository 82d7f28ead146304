import { createHash, hash } from 'node:crypto';
import type { ListingRow } from './listing-sql';
import { listingItem, type TaxonomyMembers, taxonomyMembers } from './product-view';
import type { Taxonomy } from './taxonomy';
import { Numbers, TextSlabs } from './text-slabs';
import { brandRef } from './views';

const NOT_ASCII = /[\u0080-\uffff]/g;

/**
 * JSON text with every character outside ASCII written as a `\u` escape, which JSON reads back the same. A
 * listing is assembled from many texts and one '₹' makes V8 hold the whole response two bytes a character;
 * kept to ASCII, its bytes are its characters, copied into a response as they are.
 */
export function asciiJson(json: string): string {
  return json.replace(NOT_ASCII, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Stand-ins that mark where the taxonomy's members go in an item serialised ahead of time. */
const PLACEHOLDERS: TaxonomyMembers = {
  brand: brandRef({
    uid: 0,
    slug: '',
    name: '',
    description: '',
    logo: '',
    banner_portrait: '',
    banner_landscape: '',
    department_uids: [],
    priority: 0,
  }),
  categories: [],
  category_map: {},
};
const MEMBERS = ['brand', 'categories', 'category_map'] as const;
const memberAt = new Map<unknown, number>(MEMBERS.map((name, i) => [PLACEHOLDERS[name], i]));

/** Where a product sits in the taxonomy: its brand, leaf category and category path. */
interface Placement {
  brand_uid: number;
  category_uid: number;
  category_uids: number[];
}

/** Bytes are kept in slabs of this size; an item's text is a few kilobytes at most. */
const SLAB_BYTES = 4 * 1024 * 1024;
const SELLABLE = Buffer.from(',"sellable":true}', 'latin1');
const NOT_SELLABLE = Buffer.from(',"sellable":false}', 'latin1');
const COMMA_BYTE = 0x2c;
const OPEN = Buffer.from('[', 'latin1');
const CLOSE = Buffer.from(']', 'latin1');
const NOTHING = Buffer.alloc(0);
const DIGEST_BYTES = 20;

interface ListingPage {
  /** `before`, the items as a JSON array, then `after`. */
  bytes: Buffer;
  /** Changes whenever the items' text does, and is cheaper to hash than the text: each item's digest and stock. */
  fingerprint: Buffer;
}

/**
 * Serialising listing items cost more than anything else in a listing, and a varied listing traffic touches most
 * of a large catalogue within seconds, so every active product's item is serialised once, with the catalogue
 * index. What the item takes from the taxonomy (brand, categories) is written in at listing time, so a renamed
 * brand shows as soon as the taxonomy is read again; stock (`sellable`) is given by the listing.
 */
export class ListingItems {
  private readonly texts: TextSlabs;
  /**
   * Each item's text up to its stock flag, as triples: (slab, offset, length) for serialised text, or
   * (member number, 0, -1) where a taxonomy member goes. A product's triples start at `firstPart` and end where
   * the next added product's start.
   */
  private readonly parts = new Numbers();
  private readonly firstPart: Int32Array;
  private readonly partCount: Int32Array;
  /** A SHA-1 digest of each item's own text (20 bytes a product). */
  private readonly digests: Buffer;
  private readonly brand: Int32Array;
  private readonly category: Int32Array;
  /** Category paths are few: each product names its own by number. */
  private readonly path: Int32Array;
  private readonly paths: number[][] = [];
  private readonly pathNumbers = new Map<string, number>();
  private readonly members = new WeakMap<Taxonomy, { texts: Map<number, Buffer>[]; hash: string }>();

  /** `slabBytes`: the size of the blocks item texts are kept in (small ones only in tests). */
  constructor(size: number, slabBytes = SLAB_BYTES) {
    this.texts = new TextSlabs(slabBytes);
    this.firstPart = new Int32Array(size);
    this.partCount = new Int32Array(size);
    this.digests = Buffer.alloc(size * DIGEST_BYTES);
    this.brand = new Int32Array(size);
    this.category = new Int32Array(size);
    this.path = new Int32Array(size);
  }

  /** Serialises the item of the product at this position; `sellable` is left for the listing to say. */
  add(position: number, row: Omit<ListingRow, 'sellable'>): void {
    const item = listingItem({ ...row, sellable: false }, PLACEHOLDERS);
    const first = this.parts.length;
    const digest = createHash('sha1');
    let own = '';
    let started = false;
    const endOwn = () => {
      if (own.length === 0) return;
      const [slab, at] = this.texts.append(own);
      this.parts.push(slab, at, own.length);
      own = '';
    };
    for (const [name, value] of Object.entries(item)) {
      if (name === 'sellable') continue;
      const member = memberAt.get(value);
      if (member !== undefined) {
        endOwn();
        this.parts.push(member, 0, -1);
        digest.update(MEMBERS[member]);
        started = true;
        continue;
      }
      // Everything between two taxonomy members is one run of text, copied into a page in one step.
      const text = asciiJson(`${started ? ',' : '{'}"${name}":${JSON.stringify(value)}`);
      started = true;
      digest.update(text, 'latin1');
      own += text;
    }
    endOwn();
    digest.digest().copy(this.digests, position * DIGEST_BYTES);
    this.firstPart[position] = first / 3;
    this.partCount[position] = (this.parts.length - first) / 3;
    this.brand[position] = row.brand_uid;
    this.category[position] = row.category_uid;
    const pathKey = row.category_uids.join(',');
    let path = this.pathNumbers.get(pathKey);
    if (path === undefined) {
      path = this.paths.push(row.category_uids) - 1;
      this.pathNumbers.set(pathKey, path);
    }
    this.path[position] = path;
  }

  has(position: number): boolean {
    return this.partCount[position] > 0;
  }

  /**
   * `before`, then the items of the products at these positions as a JSON array, their brand and categories
   * from this taxonomy, then `after`, as one buffer: measured first, then copied in, with no text in between.
   */
  page(
    positions: number[],
    taxonomy: Taxonomy,
    sellable: (position: number) => boolean,
    before: Uint8Array[],
    after: Uint8Array[],
  ): ListingPage {
    const written = this.membersOf(taxonomy);
    const parts = this.parts.data;
    const slabs = this.texts.slabs;
    /** The member texts of the page, in the order they are written. */
    const memberTexts: Buffer[] = [];
    /** Each item's stock, asked once. */
    const inStock = new Uint8Array(positions.length);
    let total = 2 + Math.max(0, positions.length - 1);
    for (const chunk of before) total += chunk.length;
    for (const chunk of after) total += chunk.length;
    for (let n = 0; n < positions.length; n++) {
      const position = positions[n];
      if (!this.has(position)) throw new Error(`No listing item at position ${position}`);
      const end = (this.firstPart[position] + this.partCount[position]) * 3;
      for (let p = this.firstPart[position] * 3; p < end; p += 3) {
        if (parts[p + 2] >= 0) {
          total += parts[p + 2];
          continue;
        }
        const text = this.memberText(written.texts, parts[p], position, taxonomy);
        memberTexts.push(text);
        total += text.length;
      }
      inStock[n] = sellable(position) ? 1 : 0;
      total += inStock[n] ? SELLABLE.length : NOT_SELLABLE.length;
    }
    const bytes = Buffer.allocUnsafe(total);
    let at = 0;
    const put = (chunk: Uint8Array) => {
      bytes.set(chunk, at);
      at += chunk.length;
    };
    for (const chunk of before) put(chunk);
    put(OPEN);
    let member = 0;
    const fingerprint = Buffer.allocUnsafe(positions.length * (DIGEST_BYTES + 1) + written.hash.length);
    const digests = this.digests;
    for (let n = 0; n < positions.length; n++) {
      const position = positions[n];
      if (n > 0) bytes[at++] = COMMA_BYTE;
      const end = (this.firstPart[position] + this.partCount[position]) * 3;
      for (let p = this.firstPart[position] * 3; p < end; p += 3) {
        const length = parts[p + 2];
        if (length < 0) put(memberTexts[member++]);
        else at += slabs[parts[p]].copy(bytes, at, parts[p + 1], parts[p + 1] + length);
      }
      put(inStock[n] ? SELLABLE : NOT_SELLABLE);
      // 20 bytes: copied by hand, as Buffer#copy from an offset makes a view object each time.
      const mark = n * (DIGEST_BYTES + 1);
      const from = position * DIGEST_BYTES;
      for (let k = 0; k < DIGEST_BYTES; k++) fingerprint[mark + k] = digests[from + k];
      fingerprint[mark + DIGEST_BYTES] = inStock[n];
    }
    put(CLOSE);
    for (const chunk of after) put(chunk);
    fingerprint.write(written.hash, positions.length * (DIGEST_BYTES + 1), 'latin1');
    return { bytes, fingerprint };
  }

  /** The text of a taxonomy member of the item at this position, written once per brand, category or path. */
  private memberText(
    texts: Map<number, Buffer>[],
    part: number,
    position: number,
    taxonomy: Taxonomy,
  ): Buffer {
    const key =
      part === 0 ? this.brand[position] : part === 1 ? this.category[position] : this.path[position];
    let text = texts[part].get(key);
    if (text === undefined) {
      const member = MEMBERS[part];
      const value = taxonomyMembers(this.placement(position), taxonomy)[member];
      text =
        value === undefined
          ? NOTHING
          : Buffer.from(asciiJson(`,"${member}":${JSON.stringify(value)}`), 'latin1');
      texts[part].set(key, text);
    }
    return text;
  }

  private placement(position: number): Placement {
    return {
      brand_uid: this.brand[position],
      category_uid: this.category[position],
      category_uids: this.paths[this.path[position]],
    };
  }

  /** Member texts written from this taxonomy, by brand uid, leaf category uid and category path number. */
  private membersOf(taxonomy: Taxonomy) {
    let written = this.members.get(taxonomy);
    if (!written) {
      const { brands, categories } = taxonomy;
      written = {
        texts: MEMBERS.map(() => new Map<number, Buffer>()),
        hash: hash('sha1', JSON.stringify([brands, categories]), 'base64url'),
      };
      this.members.set(taxonomy, written);
    }
    return written;
  }
}

import { hash } from 'node:crypto';
import type { ListingRow } from './listing-sql';
import { listingItem, type TaxonomyMembers, taxonomyMembers } from './product-view';
import type { Taxonomy } from './taxonomy';
import { brandRef } from './views';

/**
 * Serialising listing items cost more than anything else in a listing, and a varied listing traffic touches most
 * of a large catalogue within seconds, so every active product's item is serialised once, with the catalogue
 * index. What the item takes from the taxonomy (brand, categories) is written in at listing time, so a renamed
 * brand shows as soon as the taxonomy is read again; stock (`sellable`) is given by the listing.
 */
export interface ListingItemJson {
  json: string;
  /** Changes whenever `json` does; cheaper to hash than the text. */
  fingerprint: string;
}

const NOT_ASCII = /[\u0080-\uffff]/g;

/**
 * JSON text with every character outside ASCII written as a `\u` escape, which JSON reads back the same. A
 * listing is assembled from many texts and one '₹' makes V8 hold the whole response two bytes a character;
 * kept to ASCII, it is copied and encoded for the socket at half the cost.
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

/** Members many products share (a price pair): kept once, whichever products carry them. */
const SHARED = new Set(['price']);

/** Text of an item up to its stock flag: serialised parts, and member numbers where the taxonomy's go. */
type Parts = (string | number)[];

/** Where a product sits in the taxonomy: its brand, leaf category and category path. */
interface Placement {
  brand_uid: number;
  category_uid: number;
  category_uids: number[];
}

export class ListingItems {
  private readonly parts: (Parts | undefined)[];
  private readonly hashes: (string | undefined)[];
  private readonly brand: Int32Array;
  private readonly category: Int32Array;
  /** Category paths are few: each product names its own by number. */
  private readonly path: Int32Array;
  private readonly paths: number[][] = [];
  private readonly pathNumbers = new Map<string, number>();
  /** Text shared by several items, kept once. */
  private readonly shared = new Map<string, string>();
  private readonly members = new WeakMap<Taxonomy, { texts: Map<number, string>[]; hash: string }>();

  constructor(size: number) {
    this.parts = new Array(size);
    this.hashes = new Array(size);
    this.brand = new Int32Array(size);
    this.category = new Int32Array(size);
    this.path = new Int32Array(size);
  }

  /** Serialises the item of the product at this position; `sellable` is left for the listing to say. */
  add(position: number, row: Omit<ListingRow, 'sellable'>): void {
    const item = listingItem({ ...row, sellable: false }, PLACEHOLDERS);
    const parts: Parts = [];
    // Joined rather than added up, so each part is one flat string instead of a chain of small ones.
    let own: string[] = [];
    const endOwn = () => {
      if (own.length > 0) parts.push(own.join(''));
      own = [];
    };
    for (const [name, value] of Object.entries(item)) {
      if (name === 'sellable') continue;
      const member = memberAt.get(value);
      if (member !== undefined) {
        endOwn();
        parts.push(member);
        continue;
      }
      const text = asciiJson(
        `${parts.length > 0 || own.length > 0 ? ',' : '{'}"${name}":${JSON.stringify(value)}`,
      );
      if (!SHARED.has(name)) {
        own.push(text);
        continue;
      }
      endOwn();
      let kept = this.shared.get(text);
      if (kept === undefined) {
        kept = text;
        this.shared.set(kept, kept);
      }
      parts.push(kept);
    }
    endOwn();
    this.parts[position] = parts;
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
    return this.parts[position] !== undefined;
  }

  /** The item of the product at this position as JSON, its brand and categories from this taxonomy. */
  json(position: number, taxonomy: Taxonomy, sellable: boolean): ListingItemJson {
    const parts = this.parts[position];
    if (!parts) throw new Error(`No listing item at position ${position}`);
    const written = this.membersOf(taxonomy);
    const keys = [this.brand[position], this.category[position], this.path[position]];
    let json = '';
    for (const part of parts) {
      if (typeof part === 'string') {
        json += part;
        continue;
      }
      const texts = written.texts[part];
      let text = texts.get(keys[part]);
      if (text === undefined) {
        const member = MEMBERS[part];
        const value = taxonomyMembers(this.placement(position), taxonomy)[member];
        text = value === undefined ? '' : asciiJson(`,"${member}":${JSON.stringify(value)}`);
        texts.set(keys[part], text);
      }
      json += text;
    }
    json += sellable ? ',"sellable":true}' : ',"sellable":false}';
    let own = this.hashes[position];
    if (own === undefined) {
      own = hash('sha1', parts.filter((p) => typeof p === 'string').join('\n'), 'base64url');
      this.hashes[position] = own;
    }
    return { json, fingerprint: `${own}${written.hash}${sellable ? 1 : 0}` };
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
        texts: MEMBERS.map(() => new Map<number, string>()),
        hash: hash('sha1', JSON.stringify([brands, categories]), 'base64url'),
      };
      this.members.set(taxonomy, written);
    }
    return written;
  }
}

import { storedJson } from '@vitrine/contract';
import type { Db } from '../../db/database';
import { memoPerDatabase } from '../../db/per-database';

/** One serviceable pincode, as the content seed stores it (kind 'pincode'). */
export interface PincodeEntry {
  pincode: string;
  city: string;
  state: string;
  state_code: string;
  country: string;
  country_iso_code: string;
  latitude: number;
  longitude: number;
}

export type LocalityType = 'country' | 'state' | 'city' | 'pincode' | 'sector';

export interface Locality {
  id: string;
  name: string;
  display_name: string;
  type: LocalityType;
  parent_ids: string[];
  meta: { state_code?: string };
  entry?: PincodeEntry;
}

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A readable, stable id: `state:mh`, `city:mh:mumbai`, `pincode:400001`. */
export function localityId(type: LocalityType, ...names: string[]): string {
  return [type, ...names.map(slugify)].join(':');
}

/** Each application's pincode directory, read once a minute: it is small and read on every address form. */
const directories = memoPerDatabase<PincodeEntry[]>({ ttlMs: 60_000, maxEntries: 1000 });

export function pincodeDirectory(db: Db, applicationId: string): Promise<PincodeEntry[]> {
  return directories(db).get(applicationId, () =>
    db
      .selectFrom('content')
      .select('data')
      .where('application_id', '=', applicationId)
      .where('kind', '=', 'pincode')
      .where('published', '=', true)
      .orderBy('slug')
      .execute()
      .then((rows) => rows.map((row) => storedJson<PincodeEntry>(row.data))),
  );
}

function country(entry: PincodeEntry): Locality {
  return {
    id: localityId('country', entry.country_iso_code),
    name: entry.country,
    display_name: entry.country,
    type: 'country',
    parent_ids: [],
    meta: {},
  };
}
function state(entry: PincodeEntry): Locality {
  return {
    id: localityId('state', entry.state_code),
    name: entry.state,
    display_name: entry.state,
    type: 'state',
    parent_ids: [localityId('country', entry.country_iso_code)],
    meta: { state_code: entry.state_code },
  };
}
function city(entry: PincodeEntry): Locality {
  return {
    id: localityId('city', entry.state_code, entry.city),
    name: entry.city,
    display_name: entry.city,
    type: 'city',
    parent_ids: [localityId('country', entry.country_iso_code), localityId('state', entry.state_code)],
    meta: { state_code: entry.state_code },
  };
}
function pincode(entry: PincodeEntry): Locality {
  return {
    id: localityId('pincode', entry.pincode),
    name: entry.pincode,
    display_name: entry.pincode,
    type: 'pincode',
    parent_ids: [country(entry).id, state(entry).id, city(entry).id],
    meta: { state_code: entry.state_code },
    entry,
  };
}

const LEVELS: Record<Exclude<LocalityType, 'sector'>, (entry: PincodeEntry) => Locality> = {
  country,
  state,
  city,
  pincode,
};

export interface LocalityFilter {
  country?: string;
  state?: string;
  city?: string;
}

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

function matches(entry: PincodeEntry, filter: LocalityFilter): boolean {
  if (filter.country && !same(filter.country, entry.country_iso_code) && !same(filter.country, entry.country))
    return false;
  if (filter.state && !same(filter.state, entry.state) && !same(filter.state, entry.state_code)) return false;
  if (filter.city && !same(filter.city, entry.city)) return false;
  return true;
}

/** Distinct localities of a type among the matching pincodes, alphabetical, optionally starting with `q`. */
export function listLocalities(
  entries: PincodeEntry[],
  type: LocalityType,
  filter: LocalityFilter,
  q?: string,
): Locality[] {
  if (type === 'sector') return [];
  const toLocality = LEVELS[type];
  const seen = new Map<string, Locality>();
  for (const entry of entries) {
    if (!matches(entry, filter)) continue;
    const locality = toLocality(entry);
    if (!seen.has(locality.id)) seen.set(locality.id, locality);
  }
  const wanted = q?.trim().toLowerCase();
  return [...seen.values()]
    .filter((locality) => !wanted || locality.name.toLowerCase().includes(wanted))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** One locality by value (a pincode, or a state, city or country name or code), with its parents. */
export function findLocality(
  entries: PincodeEntry[],
  type: LocalityType,
  value: string,
  filter: LocalityFilter,
) {
  if (type === 'sector') return undefined;
  const toLocality = LEVELS[type];
  const entry = entries.find((candidate) => {
    if (!matches(candidate, filter)) return false;
    const locality = toLocality(candidate);
    return (
      same(locality.name, value) ||
      (type === 'state' && same(candidate.state_code, value)) ||
      (type === 'country' && same(candidate.country_iso_code, value))
    );
  });
  if (!entry) return undefined;
  const locality = toLocality(entry);
  const parents = (['country', 'state', 'city'] as const)
    .slice(0, ['country', 'state', 'city', 'pincode'].indexOf(type))
    .map((level) => LEVELS[level](entry));
  return { locality, entry, parents };
}

/** A locality without internal fields, in the platform's Locality shape. */
export function localityBody(locality: Locality) {
  const { entry: _entry, ...body } = locality;
  return body;
}

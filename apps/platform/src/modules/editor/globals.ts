import {
  GTM_CONTAINER_ID,
  GTM_CONTAINER_ID_RULE,
  THEME_COLOR_IDS,
  type ThemeColorId,
} from '@vitrine/contract';
import { EditorGlobals } from '@vitrine/contract/editor-protocol';
import { z } from 'zod';

type Doc = Record<string, unknown>;

const hexColour = z
  .string()
  .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, 'must be a hex colour such as #7043f7');

const colour = hexColour.optional();
const colours = Object.fromEntries(THEME_COLOR_IDS.map((id) => [id, colour])) as Record<
  ThemeColorId,
  typeof colour
>;

/** The body of PUT /editor/api/globals: the protocol's globals with hex colours only, plus the font family. */
export const GlobalsUpdate = z.object({
  ...colours,
  disable_cart: EditorGlobals.shape.disable_cart,
  font_family: z
    .string()
    .regex(/^[\w\s-]{1,60}$/, 'must be 1 to 60 letters, digits, spaces, hyphens or underscores')
    .optional(),
  // Stored as the storefront reads it (trimmed, upper case); empty removes the tag manager.
  gtm_container_id: z
    .string({ error: GTM_CONTAINER_ID_RULE })
    .max(100, GTM_CONTAINER_ID_RULE)
    .trim()
    .toUpperCase()
    .refine((id) => id === '' || GTM_CONTAINER_ID.test(id), GTM_CONTAINER_ID_RULE)
    .optional(),
});
export type Globals = z.infer<typeof GlobalsUpdate>;

const record = (value: unknown): Doc =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Doc) : {};

const unwrap = (value: unknown) => ('value' in record(value) ? record(value).value : value);

function currentConfig(theme: Doc): Doc | undefined {
  const config = record(theme.config);
  const list = Array.isArray(config.list) ? (config.list as unknown[]).map(record) : [];
  return list.find((entry) => entry.name === config.current) ?? list[0];
}

/**
 * Every place a global setting is read from, weakest first. The storefront reads `static` then `custom`; the
 * seed writes `statics`, read first so a value is found either way.
 */
function settingHomes(globalConfig: Doc): Doc[] {
  const props = (group: string) => record(record(globalConfig[group]).props);
  return [
    record(props('statics').colors),
    record(props('static').colors),
    record(props('custom').colors),
    props('statics'),
    props('static'),
    props('custom'),
  ];
}

export function readGlobals(theme: Doc): Globals {
  const homes = settingHomes(record(currentConfig(theme)?.global_config));
  const read = (id: string) =>
    homes.reduce<unknown>((found, home) => (id in home ? unwrap(home[id]) : found), undefined);
  const globals: Doc = {};
  for (const id of THEME_COLOR_IDS) {
    const value = read(id);
    if (typeof value === 'string') globals[id] = value;
  }
  const disableCart = read('disable_cart');
  if (typeof disableCart === 'boolean') globals.disable_cart = disableCart;
  const family = record(theme.font).family;
  if (typeof family === 'string') globals.font_family = family;
  const container = read('gtm_container_id');
  if (typeof container === 'string') globals.gtm_container_id = container;
  return globals as Globals;
}

function child(parent: Doc, key: string): Doc {
  if (typeof parent[key] !== 'object' || parent[key] === null || Array.isArray(parent[key])) parent[key] = {};
  return parent[key] as Doc;
}

function put(home: Doc, id: string, value: unknown): void {
  const old = home[id];
  home[id] = 'value' in record(old) ? { ...record(old), value } : value;
}

/**
 * Writes colours into `static.props.colors`, the cart switch and tag manager id into `custom.props` (where the storefront reads
 * them), updates any other place already holding the same setting so no stale copy wins, and the font family
 * into `font.family`. Changes `theme` in place.
 */
export function writeGlobals(theme: Doc, globals: Globals): void {
  const config = record(theme.config);
  if (!Array.isArray(config.list) || config.list.length === 0) {
    theme.config = { ...config, current: config.current ?? 'default', list: [{ name: 'default' }] };
  }
  const current = currentConfig(theme) as Doc;
  const globalConfig = child(current, 'global_config');
  const homes = settingHomes(globalConfig);
  const set = (id: string, value: unknown, primary: Doc) => {
    put(primary, id, value);
    for (const home of homes) if (home !== primary && id in home) put(home, id, value);
  };
  const staticColors = child(child(child(globalConfig, 'static'), 'props'), 'colors');
  for (const id of THEME_COLOR_IDS) {
    if (globals[id] !== undefined) set(id, globals[id], staticColors);
  }
  if (globals.disable_cart !== undefined) {
    set('disable_cart', globals.disable_cart, child(child(globalConfig, 'custom'), 'props'));
  }
  if (globals.gtm_container_id !== undefined) {
    set('gtm_container_id', globals.gtm_container_id, child(child(globalConfig, 'custom'), 'props'));
  }
  if (globals.font_family !== undefined) child(theme, 'font').family = globals.font_family;
}

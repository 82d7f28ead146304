/**
 * A theme's settings schema: what a section (or block) lets a merchant set, as the platform serves it in
 * `available_sections` and the theme package declares it. One definition for the platform, the editor and themes.
 */
export type SettingType =
  | 'text'
  | 'textarea'
  | 'checkbox'
  | 'select'
  | 'range'
  | 'color'
  | 'image'
  | 'url'
  | 'product'
  | 'category'
  | 'brand'
  | 'collection';

export interface SettingDefinition {
  id: string;
  type: SettingType;
  label: string;
  default?: unknown;
  options?: { value: string; text: string }[];
  min?: number;
  max?: number;
  step?: number;
  info?: string;
}

/** A section's schema as the platform lists it in `available_sections` (settings under `props`). */
export interface SectionSchema {
  name: string;
  label: string;
  props: SettingDefinition[];
  blocks: { type: string; name: string; props: SettingDefinition[] }[];
}

/** The stored ids of a theme's colour settings, which the editor API and the editor's frame protocol carry too. */
export const THEME_COLOR_IDS = [
  'primary_color',
  'secondary_color',
  'accent_color',
  'link_color',
  'bg_color',
] as const;
export type ThemeColorId = (typeof THEME_COLOR_IDS)[number];

/**
 * A Google Tag Manager container id (`gtm_container_id`, after trimming and upper-casing): all that goes into the
 * storefront's inline loader, so the editor API refuses anything else and the storefront drops it.
 */
export const GTM_CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;
export const GTM_CONTAINER_ID_RULE =
  'must be empty or a container id such as GTM-ABC1234 (GTM- and 4 to 12 letters or digits)';

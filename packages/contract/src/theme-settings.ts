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

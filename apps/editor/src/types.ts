/** The shapes the editor's JSON API (`/editor/api/...`) answers with. */

import type { SectionSchema, SettingDefinition } from '@vitrine/contract';

export type { SectionSchema } from '@vitrine/contract';
export type Setting = SettingDefinition;
export type BlockSchema = SectionSchema['blocks'][number];

interface PropValue {
  value: unknown;
  [key: string]: unknown;
}
export type Props = Record<string, PropValue | undefined>;

export interface PageBlock {
  type: string;
  name?: string;
  props: Props;
}

/** A section placed on a page, as stored (AvailablePageSchema.sections[]). */
export interface PageSection {
  name: string;
  label?: string;
  props: Props;
  blocks?: PageBlock[];
  predicate?: unknown;
  [key: string]: unknown;
}

export interface ThemePage {
  value: string;
  text: string;
  /** Storefront path without the leading slash; `:name` segments are parameters. */
  path: string;
}

export interface GlobalSetting {
  id: string;
  type: string;
  label: string;
  category?: string;
  info?: string;
  options?: { value: string; text: string }[];
}

export interface Globals {
  primary_color?: string;
  secondary_color?: string;
  accent_color?: string;
  link_color?: string;
  bg_color?: string;
  disable_cart?: boolean;
  font_family?: string;
  gtm_container_id?: string;
}

export interface ThemeData {
  theme: { id: string; name: string };
  storefrontUrl: string;
  pages: ThemePage[];
  sections: SectionSchema[];
  globalSchema: GlobalSetting[];
  globals: Globals;
}

export interface PageData {
  value: string;
  text?: string;
  path?: string;
  sections: PageSection[];
}

/**
 * What a theme package provides to the storefront, and what the storefront hands to it.
 * The storefront owns data loading (route loaders, in parallel); the theme owns presentation.
 */

import type { SettingDefinition } from '@vitrine/contract';
import type { ApplicationClient } from '@vitrine/sdk';
import type { ComponentType, ReactNode } from 'react';

/** A value a merchant can set in the editor, as stored on a page section: `props.title = { type, value }`. */
export interface PropValue {
  type?: string;
  value: unknown;
}

export type { SettingDefinition, SettingType } from '@vitrine/contract';

export interface BlockDefinition {
  type: string;
  name: string;
  settings: SettingDefinition[];
}

/** One section instance on a page, as the theme API serves it (AvailablePageSchema.sections[]). */
export interface PageSection {
  name: string;
  label?: string;
  source?: string;
  props: Record<string, PropValue | undefined>;
  blocks?: { type: string; name?: string; props: Record<string, PropValue | undefined> }[];
  predicate?: SectionPredicate;
}

export interface SectionPredicate {
  screen?: { mobile?: boolean; tablet?: boolean; desktop?: boolean };
  user?: { authenticated?: boolean; anonymous?: boolean };
  route?: { selected?: 'none' | 'exact' | 'query'; exact_url?: string; query?: Record<string, string[]> };
}

export interface SectionLoadContext {
  sdk: ApplicationClient;
  /** Resolved prop values (`props.x.value`, or the setting's default). */
  props: Record<string, unknown>;
  url: URL;
}

export interface SectionComponentProps<Data = unknown> {
  props: Record<string, unknown>;
  blocks: { type: string; props: Record<string, unknown> }[];
  /** What the section's `load` returned on the server; undefined when it has none or it failed. */
  data: Data | undefined;
}

export interface SectionDefinition<Data = unknown> {
  label: string;
  settings: SettingDefinition[];
  blocks?: BlockDefinition[];
  /** Runs in the route loader, in parallel with every other section's load. Must not throw for missing data. */
  load?: (context: SectionLoadContext) => Promise<Data>;
  component: ComponentType<SectionComponentProps<Data>>;
}

export interface NavigationLink {
  display: string;
  href: string;
  image?: string;
  children: NavigationLink[];
}

export interface AppInfo {
  name: string;
  description: string;
  logo: string;
  mobileLogo: string;
  socialLinks: { icon: string; link: string; title: string }[];
  support: { phone?: string; email?: string };
}

/** The signed-in shopper as the shell shows them. */
export interface Shopper {
  firstName: string;
  lastName: string;
}

/** The cart as the header shows it. */
export interface ShellCart {
  /** The theme turned the cart off (disable_cart): no cart icon, no cart pages. */
  disabled: boolean;
  /**
   * Items in the shopper's cart (user_cart_items_count): 0 until the browser has asked, as pages kept for
   * every visitor hold none.
   */
  count: number;
}

/** Everything the header and footer need; loaded once by the root loader. */
export interface ShellData {
  app: AppInfo;
  headerLinks: NavigationLink[];
  footerLinks: NavigationLink[];
  /** Null for an anonymous visitor. */
  shopper: Shopper | null;
  cart: ShellCart;
}

export interface HeaderProps {
  shell: ShellData;
  /** The current `q` on the search results page, to prefill the search box. */
  query?: string;
}

export interface FooterProps {
  shell: ShellData;
}

export interface EmptyStateProps {
  title: string;
  description?: string;
  button?: { text: string; to: string };
  /** The button is hidden on a payment-link page. */
  hideButton?: boolean;
}

export interface ThemeGlobals {
  colors: { accent: string; secondary: string; primary: string; link: string; background: string };
  font: string;
  disableCart: boolean;
  /** The Google Tag Manager container to load on every page (GTM-…), or '' for none. */
  gtmContainerId: string;
}

export interface CustomTemplateProps {
  /** Values of the template's `:name` path parts, its own and its parents'. */
  params: Record<string, string>;
  /** The matched child template, when the path goes deeper. */
  children?: ReactNode;
}

/** A page a theme adds under /c/ at runtime, with nested children (spec: theme custom templates). */
export interface CustomTemplate {
  /** One or more path parts under its parent (or /c/); `:name` parts match any value. */
  path: string;
  /** The page title; defaults to the shop's name. */
  title?: string;
  component: ComponentType<CustomTemplateProps>;
  children?: CustomTemplate[];
}

export interface ThemeBundle {
  name: string;
  Header?: ComponentType<HeaderProps>;
  Footer?: ComponentType<FooterProps>;
  Loader?: ComponentType;
  NotFound?: ComponentType;
  EmptyState?: ComponentType<EmptyStateProps>;
  // biome-ignore lint/suspicious/noExplicitAny: each section has its own data type; the map holds them all
  sections: Record<string, SectionDefinition<any>>;
  customTemplates?: CustomTemplate[];
  /** Stylesheet URL (Vite `?url` import) the document links. */
  stylesheet?: string;
}

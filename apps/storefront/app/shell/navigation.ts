import { DEFAULT_LANGUAGE, type NavigationLink } from '@vitrine/kit';
import { actionToUrl, type PageAction } from '@vitrine/kit/action';
import { message } from '@vitrine/kit/translations';

export interface NavigationEntry {
  display?: string;
  type?: string;
  image?: string;
  active?: boolean;
  sort_order?: number;
  action?: PageAction;
  sub_navigation?: NavigationEntry[];
}

export interface NavigationMenu {
  orientation?: { landscape?: string[]; portrait?: string[] };
  platform?: string[];
  navigation?: NavigationEntry[];
}

/** Shown in the header when the shop has configured no header menu, named in the shopper's language. */
const DEFAULT_HEADER_LINKS = [
  { key: 'nav.home', href: '/' },
  { key: 'nav.brands', href: '/brands/' },
  { key: 'nav.categories', href: '/categories/' },
  { key: 'nav.collections', href: '/collections/' },
] as const;

const defaultHeaderLinks = (language: string): NavigationLink[] =>
  DEFAULT_HEADER_LINKS.map(({ key, href }) => ({ display: message(language, key), href, children: [] }));

/** Entries show only when active and of type page, in sort_order, with their sub navigation under the same rules. */
export function navigationLinks(entries: NavigationEntry[] | undefined): NavigationLink[] {
  return (entries ?? [])
    .filter((entry) => entry.active !== false && (entry.action?.type ?? entry.type) === 'page')
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.sort_order ?? 0) - (b.entry.sort_order ?? 0) || a.index - b.index)
    .flatMap(({ entry }) => {
      const href = actionToUrl(entry.action);
      if (!entry.display || !href) return [];
      const link: NavigationLink = {
        display: entry.display,
        href,
        children: navigationLinks(entry.sub_navigation),
      };
      if (entry.image) link.image = entry.image;
      return [link];
    });
}

/** The web menu for a place: the header uses landscape orientation 'top', the footer 'bottom'. */
function menuFor(menus: NavigationMenu[] | undefined, place: 'top' | 'bottom'): NavigationLink[] {
  const menu = (menus ?? []).find(
    (m) => m.orientation?.landscape?.includes(place) && (!m.platform?.length || m.platform.includes('web')),
  );
  return navigationLinks(menu?.navigation);
}

export interface ShellLinks {
  header: NavigationLink[];
  footer: NavigationLink[];
}

// The menus list is shared across pages for a few seconds (the load context's shared memo): its links are worked
// out once per list, not on every page.
const linksOfMenus = new WeakMap<NavigationMenu[], ShellLinks>();

/**
 * The header's links (DEFAULT_HEADER_LINKS in `language` when the shop has none) and the footer's, from the
 * shop's menus (whose names are the merchant's, never translated).
 */
export function shellLinks(menus: NavigationMenu[] | undefined, language = DEFAULT_LANGUAGE): ShellLinks {
  let links = menus && linksOfMenus.get(menus);
  if (!links) {
    links = { header: menuFor(menus, 'top'), footer: menuFor(menus, 'bottom') };
    if (menus) linksOfMenus.set(menus, links);
  }
  return links.header.length > 0 ? links : { ...links, header: defaultHeaderLinks(language) };
}

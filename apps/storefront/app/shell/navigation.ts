import type { NavigationLink } from '@vitrine/kit';
import { actionToUrl, type PageAction } from '@vitrine/kit/action';

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

/** Shown in the header when the shop has configured no header menu. */
export const DEFAULT_HEADER_LINKS: NavigationLink[] = [
  { display: 'Home', href: '/', children: [] },
  { display: 'Brands', href: '/brands/', children: [] },
  { display: 'Categories', href: '/categories/', children: [] },
  { display: 'Collections', href: '/collections/', children: [] },
];

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
export function menuFor(menus: NavigationMenu[] | undefined, place: 'top' | 'bottom'): NavigationLink[] {
  const menu = (menus ?? []).find(
    (m) => m.orientation?.landscape?.includes(place) && (!m.platform?.length || m.platform.includes('web')),
  );
  return navigationLinks(menu?.navigation);
}

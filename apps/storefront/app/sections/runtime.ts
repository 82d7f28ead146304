import type { PageSection, SectionDefinition, SectionPredicate, SettingDefinition } from '@vitrine/kit';

/** Sections shown first (their data is awaited); the rest stream in and show 3 more per scroll. */
export const FIRST_SECTIONS = 4;
const SECTIONS_PER_SCROLL = 3;

/** How many of a page's sections show at first: 4, or all of them for crawlers and in preview. */
export function firstSectionCount(total: number, revealAll: boolean): number {
  return revealAll ? total : Math.min(FIRST_SECTIONS, total);
}

/** How many show after the shopper nears the end of those shown: 3 more, up to all. */
export function revealMore(shown: number, total: number): number {
  return Math.min(shown + SECTIONS_PER_SCROLL, total);
}

export interface RenderedSection {
  /** Unique on the page (a page may place the same section twice). */
  key: string;
  /** Its place in the page's stored list (before unknown or hidden sections are left out), as the editor counts. */
  place: number;
  name: string;
  props: Record<string, unknown>;
  blocks: { type: string; props: Record<string, unknown> }[];
  className: string;
}

/** Whether a stored value can stand for a setting of this type (readers in the theme coerce the rest). */
function fitsSetting(type: SettingDefinition['type'], value: unknown): boolean {
  switch (type) {
    case 'checkbox':
      return typeof value === 'boolean' || value === 'true' || value === 'false';
    case 'range':
      return (typeof value === 'number' || typeof value === 'string') && Number.isFinite(Number(value));
    case 'image':
      return typeof value === 'string' || (typeof value === 'object' && value !== null && 'url' in value);
    default:
      return typeof value === 'string' || typeof value === 'number';
  }
}

/**
 * A section's props as values: `props.x.value`, else the setting's default. A value of the wrong type (bad page
 * data) is replaced by the default, with a warning naming the section and the prop.
 */
export function resolveProps(
  definition: SectionDefinition,
  props: PageSection['props'] | undefined,
  sectionName = definition.label,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const settings = new Map(definition.settings.map((setting) => [setting.id, setting]));
  for (const setting of definition.settings) {
    if (setting.default !== undefined) values[setting.id] = setting.default;
  }
  const stored = props && typeof props === 'object' && !Array.isArray(props) ? props : {};
  for (const [id, prop] of Object.entries(stored)) {
    if (!prop || typeof prop !== 'object' || !('value' in prop) || prop.value === undefined) continue;
    const setting = settings.get(id);
    if (setting && prop.value !== null && !fitsSetting(setting.type, prop.value)) {
      console.warn(
        `Section "${sectionName}": prop "${id}" should be a ${setting.type} value, not ${JSON.stringify(prop.value)}; its default is used`,
      );
      continue;
    }
    values[id] = prop.value;
  }
  return values;
}

export function resolveBlocks(section: PageSection): { type: string; props: Record<string, unknown> }[] {
  const blocks = Array.isArray(section.blocks) ? section.blocks : [];
  return blocks
    .filter((block) => block && typeof block === 'object' && typeof block.type === 'string')
    .map((block) => ({
      type: block.type,
      props: Object.fromEntries(
        Object.entries(block.props && typeof block.props === 'object' ? block.props : {}).map(
          ([id, prop]) => [id, prop && typeof prop === 'object' ? prop.value : prop],
        ),
      ),
    }));
}

/**
 * The route and user rules of a section (the screen rule is applied by CSS classes instead, so the server
 * render and the browser agree).
 */
export function isSectionShown(
  predicate: SectionPredicate | undefined,
  url: URL,
  authenticated: boolean,
): boolean {
  const user = predicate?.user;
  if (user && (user.authenticated !== undefined || user.anonymous !== undefined)) {
    if (authenticated ? user.authenticated === false : user.anonymous === false) return false;
  }
  const route = predicate?.route;
  if (route?.selected === 'exact' && route.exact_url) {
    const exact = new URL(route.exact_url, url.origin);
    if (exact.pathname.replace(/\/+$/, '') !== url.pathname.replace(/\/+$/, '')) return false;
  }
  if (route?.selected === 'query' && route.query) {
    for (const [key, values] of Object.entries(route.query)) {
      const actual = url.searchParams.getAll(key);
      if (!values.some((value) => actual.includes(value))) return false;
    }
  }
  return true;
}

/** Classes that hide a section on the screens its rule excludes (mobile ≤480 px, tablet 481–1023 px, desktop ≥1024 px). */
export function screenClasses(predicate: SectionPredicate | undefined): string {
  const screen = predicate?.screen;
  if (!screen) return '';
  return [
    screen.mobile === false ? 'hide-on-mobile' : '',
    screen.tablet === false ? 'hide-on-tablet' : '',
    screen.desktop === false ? 'hide-on-desktop' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

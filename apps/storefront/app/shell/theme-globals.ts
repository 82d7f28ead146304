import type { EndpointResponse, theme } from '@vitrine/contract';
import type { ThemeGlobals } from '@vitrine/kit';
import { cssVariablesText, defaultGlobals, toThemeGlobals } from '@vitrine/theme/settings';

/** A theme as the API gives it; `meta.slug` names the theme's bundle (see theme-bundle.ts). */
export type AppliedTheme = EndpointResponse<typeof theme.getAppliedTheme>;

type Loose = Record<string, unknown>;

function record(value: unknown): Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
}

/** A setting may be stored bare or as `{ value }`. */
function unwrap(values: Loose): Loose {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      'value' in record(value) ? record(value).value : value,
    ]),
  );
}

/**
 * The current configuration's global settings by setting id: `global_config.statics` (or `static`) `.props` then
 * `global_config.custom.props`, with a nested `colors` object flattened into the same ids.
 */
function appliedThemeSettings(theme: AppliedTheme | undefined): Loose {
  const current =
    theme?.config?.list?.find((c) => c.name === theme.config?.current) ?? theme?.config?.list?.[0];
  const global = record(current?.global_config);
  // The platform's seed and themes name the fixed settings `statics`; some themes write `static`.
  const staticProps = unwrap({
    ...record(record(global.statics).props),
    ...record(record(global.static).props),
  });
  const customProps = unwrap(record(record(global.custom).props));
  const colors = unwrap({ ...record(staticProps.colors), ...record(customProps.colors) });
  return { font_family: theme?.font?.family, ...colors, ...staticProps, ...customProps };
}

/** The applied theme's colours, font and cart switch; anything missing or invalid falls back to the defaults. */
export function themeGlobals(theme: AppliedTheme | undefined): ThemeGlobals {
  return toThemeGlobals(appliedThemeSettings(theme));
}

export const DEFAULT_THEME_GLOBALS = defaultGlobals;

/** What the shell takes from a theme: its colours, its settings as CSS variables, and its cart switch. */
export interface ThemeLook {
  colors: ThemeGlobals['colors'];
  css: string;
  gtmContainerId: string;
  disableCart: boolean;
}

// The shown theme is shared across pages for a few seconds (the load context's shared memo) and dropped on a
// theme save: its look is worked out once per theme value, not on every page.
const looks = new WeakMap<AppliedTheme, ThemeLook>();

/** The theme's colours and CSS variables (the defaults' without a theme). */
export function themeLook(theme: AppliedTheme | undefined): ThemeLook {
  const known = theme && looks.get(theme);
  if (known) return known;
  const globals = themeGlobals(theme);
  const look = {
    colors: globals.colors,
    css: cssVariablesText(globals),
    gtmContainerId: globals.gtmContainerId,
    disableCart: globals.disableCart,
  };
  if (theme) looks.set(theme, look);
  return look;
}

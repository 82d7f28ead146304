import type { ThemeGlobals } from '@vitrine/kit';

export const DEFAULT_THEME_GLOBALS: ThemeGlobals = {
  colors: {
    accent: '#ffffff',
    secondary: '#02d1cb',
    primary: '#7043F7',
    link: '#7043f7',
    background: '#f8f8f8',
  },
  font: 'Poppins',
  disableCart: false,
};

export interface AppliedTheme {
  _id?: string;
  font?: { family?: string };
  config?: { current?: string; list?: { name?: string; global_config?: unknown }[] };
}

type Loose = Record<string, unknown>;

function record(value: unknown): Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
}

/** A setting may be stored bare or as `{ value }`. */
function settingValue(value: unknown): unknown {
  const r = record(value);
  return 'value' in r ? r.value : value;
}

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function colour(...candidates: unknown[]): string | undefined {
  for (const candidate of candidates) {
    const value = settingValue(candidate);
    if (typeof value === 'string' && COLOUR.test(value.trim())) return value.trim();
  }
  return undefined;
}

/**
 * The applied theme's global colours, font and cart switch, from the current configuration
 * (`global_config.static.props` and `global_config.custom.props`), falling back to the spec's defaults.
 */
export function themeGlobals(theme: AppliedTheme | undefined): ThemeGlobals {
  const current =
    theme?.config?.list?.find((c) => c.name === theme.config?.current) ?? theme?.config?.list?.[0];
  const global = record(current?.global_config);
  const staticProps = record(record(global.static).props);
  const customProps = record(record(global.custom).props);
  const props = { ...staticProps, ...customProps };
  const colors = { ...record(staticProps.colors), ...record(customProps.colors) };
  const defaults = DEFAULT_THEME_GLOBALS.colors;
  const family = settingValue(props.font_family) ?? theme?.font?.family;
  return {
    colors: {
      accent: colour(colors.accent_color, colors.accent, props.accent_color) ?? defaults.accent,
      secondary:
        colour(colors.secondary_color, colors.secondary, props.secondary_color) ?? defaults.secondary,
      primary: colour(colors.primary_color, colors.primary, props.primary_color) ?? defaults.primary,
      link: colour(colors.link_color, colors.link, props.link_color) ?? defaults.link,
      background:
        colour(colors.bg_color, colors.background, props.background_color, props.bg_color) ??
        defaults.background,
    },
    font: typeof family === 'string' && /^[\w\s-]{1,60}$/.test(family) ? family : DEFAULT_THEME_GLOBALS.font,
    disableCart: [true, 'true'].includes(settingValue(props.disable_cart) as string),
  };
}

/** `:root` custom properties for the document head; values are validated above, so they are safe to inline. */
export function themeCss(globals: ThemeGlobals): string {
  const { colors, font } = globals;
  return (
    `:root{--color-accent:${colors.accent};--color-secondary:${colors.secondary};` +
    `--color-primary:${colors.primary};--color-link:${colors.link};--color-background:${colors.background};` +
    `--font-body:'${font}',system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}`
  );
}

import { GTM_CONTAINER_ID } from '@vitrine/contract';
import type { ThemeGlobals } from '@vitrine/kit';
import { DEFAULT_FONT, THEME_COLORS } from './schema/theme-settings';

/** The declared defaults of the theme-wide settings, as the theme's globals. */
export const defaultGlobals: ThemeGlobals = {
  colors: {
    accent: THEME_COLORS.accent_color.default,
    secondary: THEME_COLORS.secondary_color.default,
    primary: THEME_COLORS.primary_color.default,
    link: THEME_COLORS.link_color.default,
    background: THEME_COLORS.bg_color.default,
  },
  font: DEFAULT_FONT,
  disableCart: false,
  gtmContainerId: '',
};

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;
const FONT = /^[\w\s-]{1,60}$/;

function color(value: unknown, fallback: string): string {
  return typeof value === 'string' && COLOR.test(value.trim()) ? value.trim() : fallback;
}

/** Stored global values (by setting id) to the theme's globals; bad or missing values fall back to defaults. */
export function toThemeGlobals(values: Record<string, unknown> | undefined): ThemeGlobals {
  const v = values ?? {};
  const d = defaultGlobals;
  const font =
    typeof v.font_family === 'string' && FONT.test(v.font_family.trim()) ? v.font_family.trim() : d.font;
  return {
    colors: {
      primary: color(v.primary_color, d.colors.primary),
      secondary: color(v.secondary_color, d.colors.secondary),
      accent: color(v.accent_color, d.colors.accent),
      link: color(v.link_color, d.colors.link),
      // The platform's global schema names it bg_color; older saved settings may say background_color.
      background: color(v.bg_color ?? v.background_color, d.colors.background),
    },
    font,
    disableCart: typeof v.disable_cart === 'boolean' ? v.disable_cart : v.disable_cart === 'true',
    gtmContainerId:
      typeof v.gtm_container_id === 'string' && GTM_CONTAINER_ID.test(v.gtm_container_id.trim().toUpperCase())
        ? v.gtm_container_id.trim().toUpperCase()
        : '',
  };
}

/**
 * The storefront serves the default font itself, with a fallback whose metrics match it (its fonts.css), so text
 * shows at once and barely moves when the font arrives. Other named fonts are used when the device has them.
 */
const SERVED_FONT_FALLBACKS: Record<string, string> = { [DEFAULT_FONT]: `'${DEFAULT_FONT} Fallback', ` };

export const SYSTEM_FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** The CSS variables theme.css reads. Values are checked first, so they are safe to write into a style tag. */
export function cssVariables(globals: ThemeGlobals): Record<string, string> {
  const font = FONT.test(globals.font) ? globals.font : defaultGlobals.font;
  return {
    '--color-primary': color(globals.colors.primary, defaultGlobals.colors.primary),
    '--color-secondary': color(globals.colors.secondary, defaultGlobals.colors.secondary),
    '--color-accent': color(globals.colors.accent, defaultGlobals.colors.accent),
    '--color-link': color(globals.colors.link, defaultGlobals.colors.link),
    '--color-background': color(globals.colors.background, defaultGlobals.colors.background),
    '--font-body': `'${font}', ${SERVED_FONT_FALLBACKS[font] ?? ''}${SYSTEM_FONT_STACK}`,
  };
}

/** `:root{--color-primary:#7043F7;…}` for a <style> in the document head. */
export function cssVariablesText(globals: ThemeGlobals): string {
  const body = Object.entries(cssVariables(globals))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${body}}`;
}

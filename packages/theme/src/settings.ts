import type { SettingDefinition, ThemeGlobals } from '@vitrine/kit';

/** Spec §9 defaults. */
export const defaultGlobals: ThemeGlobals = {
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

/** The theme-wide settings a merchant edits, with their stored ids. */
export const globalSettings: SettingDefinition[] = [
  { id: 'primary_color', type: 'color', label: 'Primary colour', default: defaultGlobals.colors.primary },
  {
    id: 'secondary_color',
    type: 'color',
    label: 'Secondary colour',
    default: defaultGlobals.colors.secondary,
  },
  { id: 'accent_color', type: 'color', label: 'Accent colour', default: defaultGlobals.colors.accent },
  { id: 'link_color', type: 'color', label: 'Link colour', default: defaultGlobals.colors.link },
  {
    id: 'bg_color',
    type: 'color',
    label: 'Background colour',
    default: defaultGlobals.colors.background,
  },
  {
    id: 'font_family',
    type: 'select',
    label: 'Font',
    default: defaultGlobals.font,
    options: ['Poppins', 'Inter', 'Roboto', 'Lato', 'Open Sans', 'Montserrat'].map((f) => ({
      value: f,
      text: f,
    })),
  },
  { id: 'disable_cart', type: 'checkbox', label: 'Disable cart', default: defaultGlobals.disableCart },
];

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
  };
}

/** No font is downloaded: the named font is used when the device has it, else the system's own. */
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
    '--font-body': `'${font}', ${SYSTEM_FONT_STACK}`,
  };
}

/** `:root{--color-primary:#7043F7;…}` for a <style> in the document head. */
export function cssVariablesText(globals: ThemeGlobals): string {
  const body = Object.entries(cssVariables(globals))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${body}}`;
}

import { type SettingDefinition, THEME_COLOR_IDS, type ThemeColorId } from '@vitrine/contract';

/** A theme-wide setting; `category` groups it in the platform's global schema. */
export type ThemeSetting = SettingDefinition & { category: string };

/** The theme's colours with the spec's defaults (accent, secondary, primary, link, background). */
export const THEME_COLORS: Record<ThemeColorId, { label: string; info: string; default: string }> = {
  primary_color: { label: 'Primary colour', info: 'Buttons and highlights', default: '#7043F7' },
  secondary_color: { label: 'Secondary colour', info: 'Secondary buttons', default: '#02d1cb' },
  accent_color: { label: 'Accent colour', info: 'Accents on dark surfaces', default: '#ffffff' },
  link_color: { label: 'Link colour', info: 'Text links', default: '#7043f7' },
  bg_color: { label: 'Background colour', info: 'Page background', default: '#f8f8f8' },
};

/** The spec's default font. */
export const DEFAULT_FONT = 'Poppins';
const FONTS = [DEFAULT_FONT, 'Inter', 'Roboto', 'Lato', 'Open Sans', 'Montserrat'];

/** Every theme-wide setting a merchant edits, with its stored id: the theme's global schema. */
export function themeSettings(): ThemeSetting[] {
  return [
    ...THEME_COLOR_IDS.map(
      (id): ThemeSetting => ({ id, type: 'color', category: 'Colours', ...THEME_COLORS[id] }),
    ),
    {
      id: 'font_family',
      type: 'select',
      category: 'Font',
      label: 'Font',
      info: 'Used when the shopper’s device has it',
      default: DEFAULT_FONT,
      options: FONTS.map((font) => ({ value: font, text: font })),
    },
    {
      id: 'disable_cart',
      type: 'checkbox',
      category: 'Cart',
      label: 'Disable cart',
      info: 'Hide add to cart and the cart icon',
      default: false,
    },
    {
      id: 'gtm_container_id',
      type: 'text',
      category: 'Analytics',
      label: 'Google Tag Manager container',
      info: 'Its id, such as GTM-ABC1234; empty adds no tag manager',
      default: '',
    },
  ];
}

import { THEME_COLOR_IDS, type ThemeColorId } from '@vitrine/contract';
import { availableSections, DEFAULT_FONT, THEME_COLORS, themeSettings } from '@vitrine/theme/schema';
import type { Db } from '../db/database';
import { CREATED_AT, hexId } from './content-settings';
import { themePages } from './theme-pages';

/** The default theme's declared default for one of its colours. */
const color = (id: ThemeColorId): string => THEME_COLORS[id].default;

export function defaultThemeId(applicationId: string): string {
  return hexId(applicationId, 'theme', 'vitrine-default');
}

/** The starter theme a merchant may preview (`?themeId=`) and build on; it is never applied by the seed. */
export function blankThemeId(applicationId: string): string {
  return hexId(applicationId, 'theme', 'vitrine-blank');
}

const fontVariant = (weight: number, name: string) => ({
  name: String(weight),
  file: `/public/fonts/Poppins-${name}.woff2`,
});

function globalConfig() {
  return {
    statics: {
      props: {
        colors: {
          ...Object.fromEntries(THEME_COLOR_IDS.map((id) => [id, color(id)])),
          button_secondary_color: color('secondary_color'),
        },
        auth: { show_header_auth: true, show_footer_auth: true },
        palette: {
          general_setting: {
            theme: { page_background: color('bg_color'), theme_accent: color('accent_color') },
            text: {
              text_heading: '#26201a',
              text_body: '#3c3131',
              text_label: '#7d7676',
              text_secondary: '#9c9c9c',
            },
            button: {
              button_primary: color('primary_color'),
              button_secondary: color('secondary_color'),
              button_link: color('link_color'),
            },
            sale_discount: {
              sale_badge_background: '#f1faee',
              sale_badge_text: '#1d3557',
              sale_discount_text: '#1867b0',
              sale_timer: '#231f20',
            },
            header: { header_background: '#ffffff', header_nav: '#261a1a', header_icon: '#261a1a' },
            footer: {
              footer_background: '#26201a',
              footer_bottom_background: '#141011',
              footer_heading_text: '#ffffff',
              footer_body_text: '#cccccc',
              footer_icon: '#cccccc',
            },
          },
          advance_setting: {
            overlay_popup: { dialog_backgroung: '#ffffff', overlay: '#14130e' },
            divider_stroke_highlight: { divider_strokes: '#d4d1d1', highlight: '#fcfcfc' },
            user_alerts: {
              success_background: '#c2dbc9',
              success_text: '#1c958f',
              error_background: '#e6d5d5',
              error_text: '#b24141',
              info_background: '#ebd3bc',
              info_text: '#d28f51',
            },
          },
        },
      },
    },
    custom: {
      props: {
        header_bg_color: '#ffffff',
        header_text_color: '#261a1a',
        header_border_color: '#eeeeee',
        header_icon_color: '#261a1a',
        header_cart_notification_bg_color: color('primary_color'),
        header_cart_notification_text_color: '#ffffff',
        header_nav_hover_color: color('primary_color'),
        button_primary_color: color('primary_color'),
        button_primary_label_color: '#ffffff',
        button_add_to_cart_color: color('primary_color'),
        button_add_to_cart_label_color: '#ffffff',
        button_secondary_color: color('secondary_color'),
        button_secondary_label_color: '#ffffff',
        button_tertiary_color: '#ffffff',
        button_tertiary_label_color: '#261a1a',
        button_tertiary_hover_color: color('primary_color'),
        button_tertiary_hover_text_color: '#ffffff',
        text_heading_link_color: '#261a1a',
        text_body_color: '#3c3131',
        text_price_color: '#261a1a',
        text_sale_price_color: '#261a1a',
        text_strikethrough_price_color: '#9c9c9c',
        text_discount_color: '#1c958f',
        footer_bg_color: '#26201a',
        footer_text_color: '#cccccc',
        footer_border_color: '#3c3131',
        footer_nav_hover_color: '#ffffff',
        disable_cart: false,
        is_menu_below_logo: false,
        menu_position: 'top',
      },
    },
  };
}

/** The applied theme's ThemesSchema body. */
export function defaultTheme(applicationId: string, companyId: number) {
  const id = defaultThemeId(applicationId);
  const pages = themePages();
  return {
    _id: id,
    name: 'Vitrine Default',
    application_id: applicationId,
    company_id: companyId,
    applied: true,
    is_private: true,
    tags: ['default'],
    version: '1.0.0',
    theme_type: 'react',
    marketplace_theme_id: hexId('marketplace-theme', 'vitrine-default'),
    template_theme_id: hexId('template-theme', 'vitrine-default'),
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
    meta: {
      name: 'Vitrine Default',
      slug: 'vitrine-default',
      description: 'A clean, fast theme for fashion and lifestyle shops.',
      industry: ['fashion', 'lifestyle'],
      release: { notes: 'First release', version: '1.0.0' },
      images: {
        desktop: '/assets/banners/dress-teal-landscape.png',
        mobile: '/assets/banners/dress-teal-landscape.png',
      },
      payment: { is_paid: false, amount: 0 },
    },
    font: {
      family: DEFAULT_FONT,
      variants: {
        light: fontVariant(300, 'Light'),
        regular: fontVariant(400, 'Regular'),
        medium: fontVariant(500, 'Medium'),
        semi_bold: fontVariant(600, 'SemiBold'),
        bold: fontVariant(700, 'Bold'),
      },
    },
    config: {
      current: 'default',
      list: [{ name: 'default', global_config: globalConfig(), page: pages.map((p) => p.value) }],
      global_schema: { props: themeSettings() },
      preset: { pages: [{ value: 'home', sections: pages.find((p) => p.value === 'home')?.sections ?? [] }] },
    },
    styles: {},
    assets: { umd_js: { links: [] }, common_js: { link: '' }, css: { links: [] } },
    available_sections: availableSections(),
  };
}

/**
 * 'Vitrine Blank': the starter theme. Its bundle has the section set and nothing else, not even a header or a
 * footer, and its pages start empty: the shell shows where the merchant still has work to do.
 */
export function blankTheme(applicationId: string, companyId: number) {
  const base = defaultTheme(applicationId, companyId);
  return {
    ...base,
    _id: blankThemeId(applicationId),
    name: 'Vitrine Blank',
    applied: false,
    tags: ['starter'],
    marketplace_theme_id: hexId('marketplace-theme', 'vitrine-blank'),
    template_theme_id: hexId('template-theme', 'vitrine-blank'),
    meta: {
      ...base.meta,
      name: 'Vitrine Blank',
      slug: 'vitrine-blank',
      description: 'A starting point: the section set and nothing else, not even a header or a footer.',
    },
    config: { ...base.config, preset: { pages: [] } },
  };
}

type ThemeBody = ReturnType<typeof defaultTheme>;

/** Inserts a theme and its pages; a process that raced this one to it leaves the first copy as it is. */
async function insertTheme(db: Db, applicationId: string, theme: ThemeBody, pages: ThemePage[]) {
  await db
    .insertInto('themes')
    .values({
      id: theme._id,
      application_id: applicationId,
      name: theme.name,
      is_applied: theme.applied,
      data: JSON.stringify(theme),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await db
    .insertInto('theme_pages')
    .values(
      pages.map((page) => ({
        theme_id: theme._id,
        value: page.value,
        data: JSON.stringify({ _id: hexId(theme._id, 'page', page.value), theme: theme._id, ...page }),
      })),
    )
    .onConflict((conflict) => conflict.columns(['theme_id', 'value']).doNothing())
    .execute();
}

type ThemePage = ReturnType<typeof themePages>[number];

const emptyPages = (): ThemePage[] => themePages().map((page) => ({ ...page, sections: [] }));

/**
 * Seeds the applied theme 'Vitrine Default' (a page for every theme and available page slug) when the shop has
 * no theme yet, and the starter theme 'Vitrine Blank' when it is missing (so shops seeded before it get it too).
 * Run it inside a transaction, so a theme is never left without its pages.
 */
export async function seedTheme(db: Db, applicationId: string): Promise<void> {
  const application = await db
    .selectFrom('applications')
    .select('company_id')
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (!application) return;
  const themes = await db
    .selectFrom('themes')
    .select('id')
    .where('application_id', '=', applicationId)
    .execute();
  if (themes.length === 0) {
    await insertTheme(db, applicationId, defaultTheme(applicationId, application.company_id), themePages());
  }
  const blank = blankTheme(applicationId, application.company_id);
  if (!themes.some((theme) => theme.id === blank._id)) {
    await insertTheme(db, applicationId, blank, emptyPages());
  }
}

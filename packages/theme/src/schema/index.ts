/**
 * The default theme's declared schema as plain data (no components): its sections' settings and its theme-wide
 * settings. The storefront's sections take their labels and settings from here, and the platform's demo seed
 * offers them to merchants, as uploading the theme would.
 */
export { SECTION_NAMES, type SectionName } from './section-names';
export { availableSections, sectionSchemas } from './sections';
export { DEFAULT_FONT, THEME_COLORS, type ThemeSetting, themeSettings } from './theme-settings';
export type { SectionSettings } from './types';

import themeCss from '@vitrine/theme/theme.css?inline';
import pageCss from '../catalog/pages.css?inline';
import fontsCss from './fonts.css?inline';
import shellCss from './shell.css?inline';

/** In the order the stylesheets were linked before, so later rules still win. */
export const PAGE_CSS = [fontsCss, shellCss, pageCss, themeCss].join('\n');

import type { ThemeBundle } from '@vitrine/kit';
import { sections } from './sections';
import stylesheet from './theme.css?url';

/**
 * 'Vitrine Blank', the starter theme: the section set and its styles, and nothing else. Without a header, footer,
 * loader or pages of its own, the shop shows where the merchant has work left ('Add Header in Theme').
 */
const blankTheme: ThemeBundle = { name: 'vitrine-blank', sections, stylesheet };

export default blankTheme;

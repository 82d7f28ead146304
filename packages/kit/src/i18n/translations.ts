import { ADDRESS_HI_IN } from './hindi/address';
import { AUTH_HI_IN } from './hindi/auth';
import { PROFILE_HI_IN } from './hindi/profile';
import { SHELL_HI_IN } from './hindi/shell';
import { type MessageKey, supportedLanguage, type Translations, textOf } from './messages';

/**
 * The storefront's texts in every language besides English, for the server only (`@vitrine/kit/translations`):
 * a page carries the chosen language's texts in its data, so no shopper downloads every language's texts.
 */
const TRANSLATIONS: Record<string, Translations> = {
  'hi-IN': { ...SHELL_HI_IN, ...AUTH_HI_IN, ...PROFILE_HI_IN, ...ADDRESS_HI_IN },
};

/** The texts of a language other than English; undefined for English (the texts in the code). */
export function translationsFor(language: string): Translations | undefined {
  return TRANSLATIONS[supportedLanguage(language)];
}

/** The text for `key` in `language`, for server code (loaders, actions). */
export function message(language: string, key: MessageKey, values?: Record<string, string | number>): string {
  return textOf(translationsFor(language), key, values);
}

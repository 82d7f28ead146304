import { createContext, type ReactNode, useContext } from 'react';
import {
  DEFAULT_LANGUAGE,
  type EnglishTexts,
  type MessageKey,
  type ShellKey,
  type Translations,
  textOf,
} from './messages';

const LanguageContext = createContext<{ language: string; translations?: Translations }>({
  language: DEFAULT_LANGUAGE,
});

/**
 * The shopper's language for every text below it, with that language's texts as the server sent them
 * (translationsFor); without them, English.
 */
export function LanguageProvider(props: {
  language: string;
  translations?: Translations;
  children: ReactNode;
}) {
  const { language, translations } = props;
  return (
    <LanguageContext.Provider value={{ language, translations }}>{props.children}</LanguageContext.Provider>
  );
}

/** The language of the page, for `Intl` formatting. */
export const useLanguage = () => useContext(LanguageContext).language;

/** Every key of each table in a union (keyof a union gives only the keys they share). */
type KeysOf<T> = T extends unknown ? keyof T : never;

/**
 * Looks texts up in the page's language: `const t = useText(); t('header.cart')`. A component showing an area's
 * texts names its English tables, `useText(AUTH_EN_IN)`, so that English travels with it, not with every page.
 */
export function useText<const Tables extends readonly EnglishTexts[]>(...english: Tables) {
  const { translations } = useContext(LanguageContext);
  return (
    key: ShellKey | Extract<KeysOf<Tables[number]>, MessageKey>,
    values?: Record<string, string | number>,
  ) => textOf(translations, key, values, english);
}

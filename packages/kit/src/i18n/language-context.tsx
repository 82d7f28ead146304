import { createContext, type ReactNode, useContext } from 'react';
import { DEFAULT_LANGUAGE, type MessageKey, type Translations, textOf } from './messages';

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

/** Looks texts up in the page's language: `const t = useText(); t('header.cart')`. */
export function useText() {
  const { translations } = useContext(LanguageContext);
  return (key: MessageKey, values?: Record<string, string | number>) => textOf(translations, key, values);
}

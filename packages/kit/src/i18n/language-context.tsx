import { createContext, type ReactNode, useContext } from 'react';
import { DEFAULT_LANGUAGE, type MessageKey, message } from './messages';

const LanguageContext = createContext(DEFAULT_LANGUAGE);

/** The shopper's language for every text below it. */
export function LanguageProvider({ language, children }: { language: string; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** The language of the page, for `Intl` formatting. */
export const useLanguage = () => useContext(LanguageContext);

/** Looks texts up in the page's language: `const t = useText(); t('header.cart')`. */
export function useText() {
  const language = useContext(LanguageContext);
  return (key: MessageKey, values?: Record<string, string | number>) => message(language, key, values);
}

import { type EnglishTexts, type MessageKey, type Translations, textOf } from '@vitrine/kit';

/** A page's `<title>` in the shopper's language, for meta functions (the root's data carries the texts). */
export function titleText(matches: readonly unknown[], english: EnglishTexts, key: MessageKey): string {
  const root = (matches[0] as { data?: { translations?: Translations } } | undefined)?.data;
  return textOf(root?.translations, key, {}, [english]);
}

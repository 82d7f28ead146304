import type { SectionDefinition } from '@vitrine/kit';
import { faqSchema } from '../schema/faq';
import { declared } from './declared';
import Faq, { type FaqData } from './faq';
import { toParagraphs } from './plain-text';
import { loadSafely } from './props';

const MAX_QUESTIONS = 20;

export const faq: SectionDefinition<FaqData | undefined> = {
  ...declared(faqSchema),
  load: ({ sdk }) =>
    loadSafely('faq', async () => {
      const response = await sdk.content.getFaqs();
      const items: FaqData['items'] = [];
      for (const entry of response.faqs ?? []) {
        if (!entry.question) continue;
        items.push({ question: entry.question, answer: toParagraphs(entry.answer ?? '') });
      }
      return { items: items.slice(0, MAX_QUESTIONS) };
    }),
  component: Faq,
};

import { type SectionComponentProps, type SectionDefinition, SectionHeading } from '@vitrine/kit';
import { toParagraphs } from './plain-text';
import { loadSafely, text } from './props';

interface FaqData {
  items: { question: string; answer: string[] }[];
}

const MAX_QUESTIONS = 20;

function Faq({ props, data }: SectionComponentProps<FaqData | undefined>) {
  const items = data?.items ?? [];
  if (items.length === 0) return <section className="section" data-section="faq" />;
  return (
    <section className="section faq" data-section="faq">
      <SectionHeading title={text(props.title)} link={{ text: 'All questions', to: '/faq/' }} />
      {items.map((item) => (
        <details key={item.question} className="faq__item">
          <summary>{item.question}</summary>
          {item.answer.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </details>
      ))}
    </section>
  );
}

export const faq: SectionDefinition<FaqData | undefined> = {
  label: 'FAQ',
  settings: [{ id: 'title', type: 'text', label: 'Title', default: 'Frequently asked questions' }],
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

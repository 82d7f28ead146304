import { type SectionComponentProps, SectionHeading } from '@vitrine/kit';
import { text } from './props';

export interface FaqData {
  items: { question: string; answer: string[] }[];
}

export default function Faq({ props, data }: SectionComponentProps<FaqData | undefined>) {
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

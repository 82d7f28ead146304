import { RichText } from '../shell/rich-text';

export interface FaqQuestion {
  slug: string;
  question: string;
  answer: string;
}

/** Questions that open to their answers, as the theme's FAQ section shows them. */
export function FaqQuestions({ questions }: { questions: FaqQuestion[] }) {
  return (
    <div className="faq">
      {questions.map((item) => (
        <details key={item.slug} className="faq__item" id={item.slug}>
          <summary>{item.question}</summary>
          <RichText text={item.answer} />
        </details>
      ))}
    </div>
  );
}

/** The questions of a platform answer that have both a question and an answer. */
export function faqQuestions(
  faqs: { slug?: string; question?: string; answer?: string; _id?: string }[] | undefined,
): FaqQuestion[] {
  return (faqs ?? []).flatMap((faq) =>
    faq.question && faq.answer
      ? [{ slug: faq.slug || faq._id || faq.question, question: faq.question, answer: faq.answer }]
      : [],
  );
}

import type { SectionComponentProps } from '@vitrine/kit';
import { toParagraphs } from './plain-text';
import { text } from './props';

export default function RichText({ props }: SectionComponentProps<undefined>) {
  const heading = text(props.heading);
  const paragraphs = toParagraphs(text(props.body));
  return (
    <section className="section rich-text" data-section="rich-text">
      {heading ? <h2>{heading}</h2> : null}
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs may repeat and never reorder
        <p key={index}>{paragraph}</p>
      ))}
    </section>
  );
}

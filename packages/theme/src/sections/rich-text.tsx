import type { SectionComponentProps, SectionDefinition } from '@vitrine/kit';
import { toParagraphs } from './plain-text';
import { text } from './props';

function RichText({ props }: SectionComponentProps<undefined>) {
  const heading = text(props.heading);
  const paragraphs = toParagraphs(text(props.body));
  return (
    <section className="section rich-text" data-section="rich-text">
      {heading ? <h2>{heading}</h2> : null}
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </section>
  );
}

export const richText: SectionDefinition<undefined> = {
  label: 'Rich text',
  settings: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'About our shop' },
    {
      id: 'body',
      type: 'textarea',
      label: 'Text',
      default: 'We bring together brands we love, with easy returns and delivery across India.',
      info: 'Plain text; leave a blank line between paragraphs.',
    },
  ],
  component: RichText,
};

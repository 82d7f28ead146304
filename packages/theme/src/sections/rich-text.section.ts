import type { SectionDefinition } from '@vitrine/kit';
import RichText from './rich-text';

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

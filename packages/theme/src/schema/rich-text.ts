import type { SectionSettings } from './types';

export const richTextSchema: SectionSettings = {
  label: 'Rich text',
  props: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'About our shop' },
    {
      id: 'body',
      type: 'textarea',
      label: 'Text',
      default: 'We bring together brands we love, with easy returns and delivery across India.',
      info: 'Plain text; leave a blank line between paragraphs.',
    },
  ],
  blocks: [],
};

import type { SectionSettings } from './types';

export const testimonialsSchema: SectionSettings = {
  label: 'Testimonials',
  props: [{ id: 'title', type: 'text', label: 'Title', default: 'What our customers say' }],
  blocks: [
    {
      type: 'testimonial',
      name: 'Testimonial',
      props: [
        { id: 'text', type: 'textarea', label: 'Quote', default: 'Quick delivery and lovely quality.' },
        { id: 'author', type: 'text', label: 'Author', default: 'A happy customer' },
        { id: 'role', type: 'text', label: 'Place or role', default: '' },
        { id: 'image', type: 'image', label: 'Photo', default: '' },
      ],
    },
  ],
};

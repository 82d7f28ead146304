import type { Line } from './taxonomy';

/** Sentences that make product descriptions read like a shop wrote them. */
export const LINE_COPY: Record<Line, { lines: string[]; care: string[] }> = {
  clothing: {
    lines: [
      'Easy to dress up or down, from office days to weekend plans.',
      'Cut for comfort in the Indian summer, with room to move.',
      'Finished with neat seams and a soft hand-feel that gets better with every wash.',
      'Pairs well with denim, chinos or your favourite ethnic bottoms.',
    ],
    care: [
      'Machine wash cold',
      'Hand wash separately',
      'Gentle machine wash, dry in shade',
      'Dry clean only',
    ],
  },
  footwear: {
    lines: [
      'A cushioned footbed and a grippy rubber outsole keep you going all day.',
      'Lightweight construction that feels broken-in from the first wear.',
      'Built on a comfortable last with a padded collar and breathable lining.',
    ],
    care: ['Wipe with a dry cloth', 'Air dry away from direct heat', 'Use a soft brush to clean'],
  },
  accessories: {
    lines: [
      'Made to be carried every day and to age well.',
      'Thoughtful details and sturdy hardware finish the look.',
      'A versatile piece that works with casual and festive outfits alike.',
    ],
    care: ['Wipe with a soft dry cloth', 'Store in the dust bag provided', 'Keep away from moisture'],
  },
  home: {
    lines: [
      'Brings warmth and colour to living rooms and bedrooms alike.',
      'Crafted by artisan clusters and finished by hand.',
      'Sized for everyday use and made to last through many washes.',
    ],
    care: ['Machine wash cold', 'Hand wash only', 'Dishwasher and microwave safe'],
  },
  beauty: {
    lines: [
      'Dermatologically tested and suitable for Indian skin and climate.',
      'Free from parabens and sulphates, with a light, fresh feel.',
      'Made in small batches with naturally derived ingredients.',
    ],
    care: ['Store in a cool, dry place', 'For external use only', 'Use within 12 months of opening'],
  },
};

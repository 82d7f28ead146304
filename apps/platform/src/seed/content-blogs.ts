/** The demo shop's journal: short, readable posts with tags and feature images. */
export interface BlogSeed {
  slug: string;
  title: string;
  summary: string;
  author: string;
  designation: string;
  tags: string[];
  publishDate: string;
  readingMinutes: number;
  image: string;
  paragraphs: string[];
}

export const BLOGS: BlogSeed[] = [
  {
    slug: 'capsule-wardrobe-basics',
    title: 'Build a capsule wardrobe in ten pieces',
    summary: 'Ten hard-working basics that mix into a month of outfits, and how to choose them well.',
    author: 'Meera Iyer',
    designation: 'Style editor',
    tags: ['style', 'guides'],
    publishDate: '2024-10-02T09:00:00.000Z',
    readingMinutes: 4,
    image: '/assets/banners/shirt-navy-landscape.png',
    paragraphs: [
      'A capsule wardrobe is a small set of clothes that all work together. Fewer pieces means fewer decisions in the morning and more outfits from what you already own.',
      'Start with the basics you reach for every week: a white shirt, a well-fitting pair of dark jeans, a neutral knit, chinos, a light jacket and comfortable white sneakers. Add two T-shirts, one dress or kurta for occasions, and a belt that goes with both your shoes.',
      'Pick one neutral base (navy, black or beige) and one accent colour. When every top goes with every bottom, ten pieces give you more than thirty combinations.',
      'Buy the best fabric you can afford for the items you wear most. Cotton and linen breathe in Indian summers; a wool blend knit earns its place in the cooler months.',
    ],
  },
  {
    slug: 'linen-care-guide',
    title: 'How to care for linen so it lasts',
    summary: 'Wash cool, dry in the shade and embrace the creases: a practical guide to linen care.',
    author: 'Arjun Rao',
    designation: 'Fabric specialist',
    tags: ['care', 'guides'],
    publishDate: '2024-09-18T09:00:00.000Z',
    readingMinutes: 3,
    image: '/assets/banners/dress-pink-landscape.png',
    paragraphs: [
      'Linen gets softer with every wash, provided you treat it gently. Wash it in cool or lukewarm water on a delicate cycle with a mild detergent, and skip the bleach.',
      'Do not tumble dry. Shake the garment out and hang it to dry in the shade; strong sun fades deep colours quickly.',
      'Iron linen while it is still slightly damp, on a medium-hot setting, or simply let the natural creases be part of the look.',
      'Store linen folded loosely in a dry, ventilated cupboard. A sachet of dried neem leaves keeps insects away without the smell of naphthalene.',
    ],
  },
  {
    slug: 'festive-edit-2024',
    title: 'The festive edit: dressing for Diwali',
    summary: 'Easy ways to look festive without being uncomfortable, from fabrics to footwear.',
    author: 'Meera Iyer',
    designation: 'Style editor',
    tags: ['festive', 'style'],
    publishDate: '2024-10-20T09:00:00.000Z',
    readingMinutes: 5,
    image: '/assets/banners/kurta-maroon-landscape.png',
    paragraphs: [
      'Festive dressing is about colour and texture more than heavy embellishment. Jewel tones such as emerald, maroon and mustard look rich in lamplight.',
      'Choose breathable fabrics like cotton silk and chanderi for long evenings of visiting family. Keep one statement piece per outfit: a printed dupatta, a brocade jacket or embroidered juttis.',
      'For men, a straight-cut kurta with slim trousers is comfortable and smart. Add a Nehru jacket when the evening gets cooler.',
      'Plan footwear for the floor you will be on: you will take your shoes off often, so slip-ons save time at every doorstep.',
    ],
  },
  {
    slug: 'running-shoe-fit',
    title: 'Finding the right fit in running shoes',
    summary: 'Measure late in the day, leave a thumb of room and match the shoe to your run.',
    author: 'Kabir Singh',
    designation: 'Sports buyer',
    tags: ['sports', 'guides'],
    publishDate: '2024-08-30T09:00:00.000Z',
    readingMinutes: 4,
    image: '/assets/banners/tshirt-olive-landscape.png',
    paragraphs: [
      'Feet swell through the day, so measure them in the evening and wear the socks you run in.',
      'Leave about a thumb’s width between your longest toe and the front of the shoe. The heel should feel held without slipping, and the widest part of your foot should not press against the sides.',
      'Road runners benefit from cushioning; trail runners need grip and a firmer upper. If you run more than 30 km a week, keep two pairs and alternate them.',
      'Replace running shoes every 600 to 800 km. Creased midsoles and worn outsoles are signs the cushioning has gone.',
    ],
  },
  {
    slug: 'sustainable-shopping',
    title: 'Five habits for shopping more sustainably',
    summary: 'Buy less, choose well and make it last: small changes that add up.',
    author: 'Ananya Das',
    designation: 'Sustainability lead',
    tags: ['sustainability'],
    publishDate: '2024-07-15T09:00:00.000Z',
    readingMinutes: 3,
    image: '/assets/banners/shirt-rust-landscape.png',
    paragraphs: [
      'Wait a day before buying anything that was not on your list. If you still want it tomorrow, it will probably earn its place.',
      'Check the fabric label. Natural and recycled fibres, and fabrics made to last, usually mean fewer replacements.',
      'Wash clothes less often and at lower temperatures; it saves energy and keeps colours bright.',
      'Repair small things early: a loose button or a split seam takes minutes to fix. And when you are done with a piece, pass it on instead of throwing it away.',
    ],
  },
  {
    slug: 'home-workspace-refresh',
    title: 'Refresh your home workspace for under ₹5,000',
    summary: 'Light, posture and a little order make a small desk a better place to work.',
    author: 'Kabir Singh',
    designation: 'Home buyer',
    tags: ['home', 'guides'],
    publishDate: '2024-06-05T09:00:00.000Z',
    readingMinutes: 4,
    image: '/assets/banners/dress-lavender-landscape.png',
    paragraphs: [
      'Put your desk near a window if you can, with the light coming from the side rather than behind the screen.',
      'Raise the screen so the top edge is at eye level; a sturdy stand or a stack of books works. Your elbows should rest at roughly ninety degrees.',
      'A warm desk lamp for evenings, a cushion for the lower back and a tray for cables cost little and change how the space feels.',
      'Finish with one plant and one thing you love looking at. A workspace you like is a workspace you use.',
    ],
  },
];

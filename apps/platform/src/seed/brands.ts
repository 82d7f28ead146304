import type { ColourName } from '../assets/pool';
import type { DepartmentSlug, Line } from './taxonomy';

export interface BrandSeed {
  name: string;
  lines: Line[];
  /** Only for these departments (a kids' label), otherwise any the category allows. */
  only?: DepartmentSlug[];
  colour: ColourName;
  city: string;
  founded: number;
  /** What the brand is about, in a sentence. */
  pitch: string;
}

const b = (
  name: string,
  lines: Line[],
  colour: ColourName,
  city: string,
  founded: number,
  pitch: string,
  only?: DepartmentSlug[],
): BrandSeed => ({ name, lines, colour, city, founded, pitch, only });

export const BRANDS: BrandSeed[] = [
  b(
    'Zenith',
    ['clothing', 'footwear', 'accessories'],
    'navy',
    'Mumbai',
    2011,
    'sharp everyday essentials cut from breathable fabrics',
  ),
  b(
    'Kaveri Threads',
    ['clothing'],
    'teal',
    'Bengaluru',
    2015,
    'soft South Indian cottons in easy, relaxed shapes',
  ),
  b(
    'Indigo Loom',
    ['clothing', 'home'],
    'blue',
    'Jaipur',
    2009,
    'hand-dyed indigo and block prints from Rajasthani artisans',
  ),
  b(
    'Monsoon Lane',
    ['clothing', 'footwear'],
    'green',
    'Kochi',
    2017,
    'rain-ready layers and quick-dry summer staples',
  ),
  b(
    'Saffron Street',
    ['clothing', 'accessories'],
    'mustard',
    'Delhi',
    2013,
    'bold colour and street style for the city',
  ),
  b(
    'Urban Tusk',
    ['clothing', 'footwear'],
    'black',
    'Pune',
    2016,
    'utility wear with clean lines and tough fabrics',
  ),
  b('Banyan Basics', ['clothing'], 'olive', 'Chennai', 2012, 'wardrobe basics that last for years'),
  b(
    'Peacock Row',
    ['clothing', 'accessories'],
    'teal',
    'Hyderabad',
    2010,
    'festive colour and modern ethnic wear',
  ),
  b('Marigold', ['clothing'], 'mustard', 'Kolkata', 2018, 'cheerful prints and flowing dresses'),
  b(
    'Tanjore Weaves',
    ['clothing', 'home'],
    'maroon',
    'Thanjavur',
    1998,
    'silk and cotton handlooms woven by family workshops',
  ),
  b('Chai & Chinos', ['clothing'], 'beige', 'Bengaluru', 2019, 'smart-casual workwear for long days'),
  b(
    'Coastline',
    ['clothing', 'footwear', 'accessories'],
    'blue',
    'Goa',
    2014,
    'breezy linen and beach-to-bar summer wear',
  ),
  b('Mehfil', ['clothing'], 'rust', 'Lucknow', 2008, 'chikankari and celebration wear'),
  b('Deccan Denim', ['clothing'], 'navy', 'Ahmedabad', 2006, 'denim milled and stitched in Gujarat'),
  b('Lotus Lane', ['clothing', 'beauty'], 'pink', 'Mumbai', 2020, 'gentle, feminine wardrobe and self-care'),
  b(
    'Hillside Co.',
    ['clothing', 'footwear', 'accessories'],
    'brown',
    'Dehradun',
    2015,
    'outdoor layers built for the hills',
  ),
  b('Neel Kamal', ['clothing'], 'blue', 'Varanasi', 2003, 'Banarasi weaves and heirloom sarees'),
  b('Rangrez', ['clothing', 'home'], 'red', 'Jodhpur', 2011, 'tie-dye, bandhani and joyful colour'),
  b(
    'Ahimsa Organics',
    ['clothing', 'home', 'beauty'],
    'green',
    'Auroville',
    2016,
    'organic cotton and plant-dyed goods',
  ),
  b(
    'Boho Bazaar',
    ['clothing', 'accessories'],
    'lavender',
    'Goa',
    2018,
    'free-spirited prints and accessories',
  ),
  b(
    'Little Sparrow',
    ['clothing', 'footwear'],
    'pink',
    'Bengaluru',
    2017,
    'soft, sturdy clothes for little explorers',
    ['kids'],
  ),
  b(
    'Tiny Tusker',
    ['clothing', 'footwear', 'accessories'],
    'grey',
    'Mysuru',
    2019,
    'playful prints kids love to wear',
    ['kids'],
  ),
  b('Stride India', ['footwear'], 'red', 'Agra', 2005, 'cushioned shoes for city walking'),
  b(
    'Kolhapuri Craft',
    ['footwear'],
    'brown',
    'Kolhapur',
    1995,
    'hand-stitched leather sandals in the Kolhapuri tradition',
  ),
  b('Pace Republic', ['footwear', 'clothing'], 'black', 'Gurugram', 2018, 'running shoes and training gear'),
  b('Sole Sutra', ['footwear'], 'rust', 'Chennai', 2012, 'comfortable heels and flats for every occasion'),
  b('Trekwala', ['footwear', 'accessories'], 'olive', 'Manali', 2014, 'trail-ready shoes and packs'),
  b('Metro Step', ['footwear'], 'grey', 'Noida', 2016, 'affordable sneakers for the daily commute'),
  b(
    'Chronos & Co.',
    ['accessories'],
    'black',
    'Bengaluru',
    2010,
    'watches with clean dials and honest movements',
  ),
  b('Raahi Bags', ['accessories'], 'brown', 'Kanpur', 2013, 'leather bags made to travel'),
  b('Jugnu Eyewear', ['accessories'], 'mustard', 'Mumbai', 2017, 'sunglasses with UV-protective lenses'),
  b('Timekeeper', ['accessories'], 'navy', 'Delhi', 2001, 'classic analogue watches'),
  b('Jute Junction', ['accessories', 'home'], 'beige', 'Kolkata', 2012, 'eco-friendly jute bags and decor'),
  b('Nomad Trail', ['accessories'], 'teal', 'Pune', 2019, 'backpacks and gear for wanderers'),
  b('Chaukhat Home', ['home'], 'rust', 'Jaipur', 2015, 'handcrafted furnishings for Indian homes'),
  b('Khadi Nest', ['home', 'clothing'], 'white', 'Wardha', 2010, 'handspun khadi for home and wardrobe'),
  b('Terracotta Tales', ['home'], 'rust', 'Khurja', 2014, 'glazed stoneware and ceramics'),
  b('Mitti & More', ['home'], 'brown', 'Bhopal', 2018, 'earthy tableware and cushions'),
  b('Ayurveda Veda', ['beauty'], 'green', 'Haridwar', 2004, 'Ayurvedic skincare rooted in tradition'),
  b('Kesar Glow', ['beauty'], 'mustard', 'Srinagar', 2016, 'saffron-infused skincare'),
  b('Neem Naturals', ['beauty'], 'olive', 'Coimbatore', 2011, 'herbal cleansers and hair care'),
  b('Gulab Gardens', ['beauty'], 'pink', 'Kannauj', 1989, 'rose and attar fragrances from Kannauj'),
  b('Blue Lotus Beauty', ['beauty'], 'lavender', 'Mumbai', 2021, 'clean, modern skincare'),
  b('Vastra Studio', ['clothing'], 'maroon', 'Surat', 2012, 'occasion wear with fine embroidery'),
];

/** The three-letter code used in item codes and the monogram logo letters. */
export function brandInitials(name: string): string {
  const words = name
    .replace(/[^A-Za-z ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? words.map((w) => w[0]).join('') : name.slice(0, 2);
  return letters.slice(0, 3).toUpperCase();
}

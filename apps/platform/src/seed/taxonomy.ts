import type { Silhouette } from '../assets/silhouettes';

export type DepartmentSlug = 'men' | 'women' | 'kids' | 'home' | 'beauty';
export type SizeChart = 'apparel' | 'footwear' | 'one-size';
/** The broad lines a brand makes, matching the first level of the category tree. */
export type Line = 'clothing' | 'footwear' | 'accessories' | 'home' | 'beauty';

export const DEPARTMENTS: { uid: number; slug: DepartmentSlug; name: string; icon: Silhouette }[] = [
  { uid: 1, slug: 'men', name: 'Men', icon: 'shirt' },
  { uid: 2, slug: 'women', name: 'Women', icon: 'dress' },
  { uid: 3, slug: 'kids', name: 'Kids', icon: 'tshirt' },
  { uid: 4, slug: 'home', name: 'Home & Living', icon: 'cushion' },
  { uid: 5, slug: 'beauty', name: 'Beauty', icon: 'bottle' },
];

/** A leaf category and how its products are made up. */
export interface Leaf {
  name: string;
  /** The noun a product name ends with. */
  noun: string;
  silhouette: Silhouette;
  sizes: SizeChart;
  departments: DepartmentSlug[];
  /** Marked price range in rupees. */
  price: [number, number];
  materials: string[];
  styles: string[];
  patterns: string[];
  /** Relative share of the catalogue. */
  weight: number;
  seasonal?: 'summer' | 'festive';
}

interface Branch {
  name: string;
  leaves: Leaf[];
}

export interface Trunk {
  name: string;
  line: Line;
  icon: Silhouette;
  branches: Branch[];
}

const FABRICS = ['Cotton', 'Organic Cotton', 'Linen', 'Viscose', 'Polyester Blend', 'Khadi'];
const PLAIN = ['Solid', 'Striped', 'Checked', 'Printed'];
const ADULTS: DepartmentSlug[] = ['men', 'women'];
const EVERYONE: DepartmentSlug[] = ['men', 'women', 'kids'];

const leaf = (
  name: string,
  noun: string,
  silhouette: Silhouette,
  sizes: SizeChart,
  departments: DepartmentSlug[],
  price: [number, number],
  rest: Partial<Pick<Leaf, 'materials' | 'styles' | 'patterns' | 'weight' | 'seasonal'>> = {},
): Leaf => ({
  name,
  noun,
  silhouette,
  sizes,
  departments,
  price,
  materials: rest.materials ?? FABRICS,
  styles: rest.styles ?? ['Regular Fit'],
  patterns: rest.patterns ?? ['Solid'],
  weight: rest.weight ?? 1,
  seasonal: rest.seasonal,
});

/** The three-level category tree: trunk (Clothing), branch (Topwear), leaf (T-Shirts). */
export const CATEGORY_TREE: Trunk[] = [
  {
    name: 'Clothing',
    line: 'clothing',
    icon: 'shirt',
    branches: [
      {
        name: 'Topwear',
        leaves: [
          leaf('T-Shirts', 'T-Shirt', 'tshirt', 'apparel', EVERYONE, [299, 1499], {
            styles: ['Slim Fit', 'Regular Fit', 'Oversized', 'Relaxed Fit'],
            patterns: [...PLAIN, 'Graphic'],
            weight: 4,
            seasonal: 'summer',
          }),
          leaf('Shirts', 'Shirt', 'shirt', 'apparel', EVERYONE, [599, 2999], {
            styles: ['Slim Fit', 'Regular Fit', 'Relaxed Fit'],
            patterns: [...PLAIN, 'Floral'],
            weight: 4,
          }),
          leaf('Jackets', 'Jacket', 'jacket', 'apparel', EVERYONE, [1499, 6999], {
            materials: ['Denim', 'Wool Blend', 'Corduroy', 'Nylon', 'Suede'],
            styles: ['Bomber', 'Trucker', 'Puffer', 'Biker'],
            weight: 2,
          }),
        ],
      },
      {
        name: 'Bottomwear',
        leaves: [
          leaf('Jeans', 'Jeans', 'trousers', 'apparel', EVERYONE, [999, 3999], {
            materials: ['Denim', 'Stretch Denim', 'Organic Denim'],
            styles: ['Slim Fit', 'Straight Fit', 'Skinny Fit', 'Relaxed Fit'],
            patterns: ['Solid', 'Washed', 'Distressed'],
            weight: 3,
          }),
          leaf('Trousers', 'Trousers', 'trousers', 'apparel', ADULTS, [799, 2999], {
            materials: ['Cotton', 'Linen', 'Polyester Blend', 'Corduroy'],
            styles: ['Slim Fit', 'Regular Fit', 'Wide Leg', 'Pleated'],
            patterns: ['Solid', 'Checked'],
            weight: 2,
          }),
          leaf('Shorts', 'Shorts', 'trousers', 'apparel', EVERYONE, [399, 1299], {
            styles: ['Regular Fit', 'Relaxed Fit', 'Cargo'],
            patterns: PLAIN,
            weight: 2,
            seasonal: 'summer',
          }),
        ],
      },
      {
        name: 'Ethnic Wear',
        leaves: [
          leaf('Kurtas', 'Kurta', 'kurta', 'apparel', EVERYONE, [599, 3999], {
            materials: ['Cotton', 'Khadi', 'Silk Blend', 'Linen', 'Chanderi'],
            styles: ['Straight', 'A-Line', 'Anarkali', 'Pathani'],
            patterns: ['Solid', 'Block Print', 'Embroidered', 'Ikat'],
            weight: 3,
            seasonal: 'festive',
          }),
          leaf('Sarees', 'Saree', 'dress', 'one-size', ['women'], [999, 9999], {
            materials: ['Banarasi Silk', 'Cotton', 'Chiffon', 'Georgette', 'Kanjeevaram Silk'],
            styles: ['Handloom', 'Classic', 'Party Wear'],
            patterns: ['Zari Woven', 'Printed', 'Bandhani', 'Solid'],
            weight: 2,
            seasonal: 'festive',
          }),
        ],
      },
      {
        name: 'Western Wear',
        leaves: [
          leaf('Dresses', 'Dress', 'dress', 'apparel', ['women', 'kids'], [699, 4999], {
            materials: ['Cotton', 'Viscose', 'Georgette', 'Linen'],
            styles: ['A-Line', 'Maxi', 'Wrap', 'Shift', 'Fit and Flare'],
            patterns: ['Solid', 'Floral', 'Polka Dot', 'Printed'],
            weight: 3,
          }),
          leaf('Jumpsuits', 'Jumpsuit', 'dress', 'apparel', ['women'], [999, 3499], {
            materials: ['Cotton', 'Denim', 'Viscose'],
            styles: ['Wide Leg', 'Tapered', 'Belted'],
            patterns: ['Solid', 'Printed'],
          }),
        ],
      },
    ],
  },
  {
    name: 'Footwear',
    line: 'footwear',
    icon: 'sneaker',
    branches: [
      {
        name: 'Casual Shoes',
        leaves: [
          leaf('Sneakers', 'Sneakers', 'sneaker', 'footwear', EVERYONE, [999, 6999], {
            materials: ['Canvas', 'Mesh', 'Leather', 'Suede', 'Recycled Knit'],
            styles: ['Low-Top', 'High-Top', 'Running', 'Slip-On'],
            patterns: ['Solid', 'Colourblocked'],
            weight: 3,
          }),
          leaf('Loafers', 'Loafers', 'sneaker', 'footwear', ADULTS, [1299, 4999], {
            materials: ['Leather', 'Suede', 'Vegan Leather'],
            styles: ['Penny', 'Tassel', 'Driving'],
          }),
        ],
      },
      {
        name: 'Sandals & Slippers',
        leaves: [
          leaf('Sandals', 'Sandals', 'sandal', 'footwear', EVERYONE, [499, 2499], {
            materials: ['Leather', 'Synthetic', 'Cork'],
            styles: ['Kolhapuri', 'Strappy', 'Sports', 'Gladiator'],
            weight: 2,
            seasonal: 'summer',
          }),
          leaf('Flip-Flops', 'Flip-Flops', 'sandal', 'footwear', EVERYONE, [299, 999], {
            materials: ['Rubber', 'EVA', 'Recycled Rubber'],
            styles: ['Everyday', 'Cushioned'],
            seasonal: 'summer',
          }),
          leaf('Heels', 'Heels', 'sandal', 'footwear', ['women'], [999, 3999], {
            materials: ['Synthetic', 'Suede', 'Satin'],
            styles: ['Block Heel', 'Stiletto', 'Wedge', 'Kitten Heel'],
          }),
        ],
      },
    ],
  },
  {
    name: 'Accessories',
    line: 'accessories',
    icon: 'handbag',
    branches: [
      {
        name: 'Bags',
        leaves: [
          leaf('Handbags', 'Handbag', 'handbag', 'one-size', ['women'], [999, 5999], {
            materials: ['Leather', 'Vegan Leather', 'Jute', 'Canvas'],
            styles: ['Tote', 'Sling', 'Satchel', 'Clutch'],
            weight: 2,
          }),
          leaf('Backpacks', 'Backpack', 'backpack', 'one-size', EVERYONE, [799, 3999], {
            materials: ['Polyester', 'Canvas', 'Recycled PET'],
            styles: ['Laptop', 'Travel', 'Everyday', 'School'],
          }),
        ],
      },
      {
        name: 'Watches & Eyewear',
        leaves: [
          leaf('Watches', 'Watch', 'watch', 'one-size', ADULTS, [1499, 9999], {
            materials: ['Stainless Steel', 'Leather Strap', 'Silicone Strap'],
            styles: ['Analogue', 'Chronograph', 'Minimalist', 'Smart'],
            weight: 2,
          }),
          leaf('Sunglasses', 'Sunglasses', 'sunglasses', 'one-size', ADULTS, [599, 4999], {
            materials: ['Polycarbonate', 'Metal', 'Acetate'],
            styles: ['Aviator', 'Wayfarer', 'Round', 'Cat-Eye'],
            seasonal: 'summer',
          }),
        ],
      },
    ],
  },
  {
    name: 'Home Furnishing',
    line: 'home',
    icon: 'cushion',
    branches: [
      {
        name: 'Home Decor',
        leaves: [
          leaf('Cushion Covers', 'Cushion Cover', 'cushion', 'one-size', ['home'], [299, 1299], {
            materials: ['Cotton', 'Jute', 'Velvet', 'Linen'],
            styles: ['Handwoven', 'Block Printed', 'Embroidered', 'Tufted'],
            weight: 2,
          }),
          leaf('Bedsheets', 'Bedsheet', 'cushion', 'one-size', ['home'], [799, 3499], {
            materials: ['Cotton', 'Percale Cotton', 'Organic Cotton'],
            styles: ['Double', 'King Size', 'Single'],
            patterns: ['Solid', 'Floral', 'Jaipuri Print'],
          }),
        ],
      },
      {
        name: 'Kitchen & Dining',
        leaves: [
          leaf('Mugs', 'Mug', 'mug', 'one-size', ['home'], [299, 899], {
            materials: ['Ceramic', 'Stoneware', 'Enamel'],
            styles: ['Handpainted', 'Glazed', 'Matte'],
          }),
        ],
      },
    ],
  },
  {
    name: 'Beauty & Grooming',
    line: 'beauty',
    icon: 'bottle',
    branches: [
      {
        name: 'Skincare',
        leaves: [
          leaf('Face Wash', 'Face Wash', 'bottle', 'one-size', ['beauty'], [299, 799], {
            materials: ['Neem', 'Aloe Vera', 'Vitamin C', 'Charcoal', 'Tea Tree'],
            styles: ['Gentle', 'Oil Control', 'Brightening'],
            weight: 2,
          }),
          leaf('Moisturisers', 'Moisturiser', 'bottle', 'one-size', ['beauty'], [349, 1499], {
            materials: ['Shea Butter', 'Hyaluronic Acid', 'Saffron', 'Aloe Vera'],
            styles: ['Daily', 'Night', 'SPF 30'],
          }),
        ],
      },
      {
        name: 'Fragrances',
        leaves: [
          leaf('Perfumes', 'Perfume', 'bottle', 'one-size', ['beauty'], [799, 4999], {
            materials: ['Sandalwood', 'Rose', 'Oud', 'Jasmine', 'Vetiver'],
            styles: ['Eau de Parfum', 'Eau de Toilette', 'Attar'],
          }),
        ],
      },
      {
        name: 'Hair Care',
        leaves: [
          leaf('Shampoos', 'Shampoo', 'bottle', 'one-size', ['beauty'], [299, 999], {
            materials: ['Bhringraj', 'Amla', 'Argan Oil', 'Hibiscus'],
            styles: ['Anti-Dandruff', 'Smoothing', 'Volumising'],
          }),
        ],
      },
    ],
  },
];

/** Size ladders per chart and department. */
export function sizeLadder(
  chart: SizeChart,
  department: DepartmentSlug,
): { size: string; display: string }[] {
  const plain = (values: string[]) => values.map((v) => ({ size: v, display: v }));
  if (chart === 'one-size') return [{ size: 'OS', display: 'One Size' }];
  if (chart === 'footwear') {
    const numbers =
      department === 'kids'
        ? [1, 2, 3, 4, 5]
        : department === 'women'
          ? [3, 4, 5, 6, 7, 8]
          : [6, 7, 8, 9, 10, 11];
    return plain(numbers.map((n) => `UK ${n}`));
  }
  if (department === 'kids') return plain(['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y']);
  if (department === 'women') return plain(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
  return plain(['S', 'M', 'L', 'XL', 'XXL']);
}

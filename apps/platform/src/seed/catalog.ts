import type { Insertable } from 'kysely';
import { bannerPath, COLOUR_NAMES, type ColourName, iconPath, imageUrl, logoPath } from '../assets/pool';
import type { Silhouette } from '../assets/silhouettes';
import type { BrandTable, CategoryTable, DepartmentTable } from '../db/schema';
import { BRANDS, brandInitials } from './brands';
import { slugify } from './random';
import { CATEGORY_TREE, DEPARTMENTS, type DepartmentSlug, type Leaf, type Line } from './taxonomy';

/** A leaf category with everything a product needs from the tree. */
export interface LeafEntry {
  leaf: Leaf;
  uid: number;
  slug: string;
  /** Uids from the first level down to the leaf. */
  path: number[];
  names: string[];
  line: Line;
}

export interface BrandEntry {
  uid: number;
  slug: string;
  name: string;
  code: string;
  lines: Line[];
  only?: DepartmentSlug[];
}

export interface Catalogue {
  departments: Insertable<DepartmentTable>[];
  categories: Insertable<CategoryTable>[];
  brands: Insertable<BrandTable>[];
  leaves: LeafEntry[];
  brandEntries: BrandEntry[];
  /** Every image path the rows above refer to. */
  images: string[];
}

const ACCENTS = COLOUR_NAMES.filter((c) => c !== 'white' && c !== 'beige');
export const departmentUid = (slug: DepartmentSlug) => DEPARTMENTS.find((d) => d.slug === slug)?.uid ?? 0;

function pictures(motif: Silhouette, colour: ColourName) {
  return {
    logo: iconPath(motif, colour),
    banner_portrait: bannerPath(motif, colour, 'portrait'),
    banner_landscape: bannerPath(motif, colour, 'landscape'),
  };
}

/** Departments, the category tree and brands: fixed data, the same whatever the product count. */
export function buildCatalogue(): Catalogue {
  const images = new Set<string>();
  const urls = <T extends Record<string, string>>(paths: T): T => {
    for (const p of Object.values(paths)) images.add(p);
    return Object.fromEntries(Object.entries(paths).map(([k, p]) => [k, imageUrl(p)])) as T;
  };

  const departments = DEPARTMENTS.map((d, i) => ({
    uid: d.uid,
    slug: d.slug,
    name: d.name,
    logo: urls({ logo: iconPath(d.icon, ACCENTS[(i * 3) % ACCENTS.length]) }).logo,
    priority_order: i + 1,
  }));

  const categories: Insertable<CategoryTable>[] = [];
  const leaves: LeafEntry[] = [];
  let uid = 0;
  for (const trunk of CATEGORY_TREE) {
    const trunkUid = ++uid;
    const trunkDepartments = new Set<number>();
    const trunkRow: Insertable<CategoryTable> = {
      uid: trunkUid,
      slug: slugify(trunk.name),
      name: trunk.name,
      parent_uid: null,
      level: 1,
      department_uids: [],
      ...urls(pictures(trunk.icon, ACCENTS[trunkUid % ACCENTS.length])),
      priority: categories.length,
    };
    categories.push(trunkRow);
    for (const branch of trunk.branches) {
      const branchUid = ++uid;
      const branchDepartments = new Set<number>();
      const branchRow: Insertable<CategoryTable> = {
        uid: branchUid,
        slug: slugify(branch.name),
        name: branch.name,
        parent_uid: trunkUid,
        level: 2,
        department_uids: [],
        ...urls(pictures(branch.leaves[0].silhouette, ACCENTS[branchUid % ACCENTS.length])),
        priority: categories.length,
      };
      categories.push(branchRow);
      for (const leaf of branch.leaves) {
        const leafUid = ++uid;
        const leafDepartments = leaf.departments.map(departmentUid);
        for (const d of leafDepartments) {
          branchDepartments.add(d);
          trunkDepartments.add(d);
        }
        const slug = slugify(leaf.name);
        categories.push({
          uid: leafUid,
          slug,
          name: leaf.name,
          parent_uid: branchUid,
          level: 3,
          department_uids: leafDepartments,
          ...urls(pictures(leaf.silhouette, ACCENTS[leafUid % ACCENTS.length])),
          priority: categories.length,
        });
        leaves.push({
          leaf,
          uid: leafUid,
          slug,
          path: [trunkUid, branchUid, leafUid],
          names: [trunk.name, branch.name, leaf.name],
          line: trunk.line,
        });
      }
      branchRow.department_uids = [...branchDepartments].sort((a, b) => a - b);
    }
    trunkRow.department_uids = [...trunkDepartments].sort((a, b) => a - b);
  }

  const brandEntries: BrandEntry[] = [];
  const brands = BRANDS.map((brand, i) => {
    const brandUid = 101 + i;
    const slug = slugify(brand.name);
    const code = brandInitials(brand.name);
    const made = leaves.filter((l) => brand.lines.includes(l.line));
    const departmentUids = new Set(
      made.flatMap((l) =>
        l.leaf.departments.filter((d) => !brand.only || brand.only.includes(d)).map(departmentUid),
      ),
    );
    brandEntries.push({ uid: brandUid, slug, name: brand.name, code, lines: brand.lines, only: brand.only });
    const motif = made[0]?.leaf.silhouette ?? 'tshirt';
    const pics = urls({
      logo: logoPath(code, brand.colour),
      banner_portrait: bannerPath(motif, brand.colour, 'portrait'),
      banner_landscape: bannerPath(motif, brand.colour, 'landscape'),
    });
    return {
      uid: brandUid,
      slug,
      name: brand.name,
      description:
        `${brand.name} makes ${brand.pitch}. Founded in ${brand.city} in ${brand.founded}, ` +
        `the label designs ${describeLines(brand.lines)} for shoppers across India.`,
      ...pics,
      department_uids: [...departmentUids].sort((a, b) => a - b),
      priority: i + 1,
    };
  });

  return { departments, categories, brands, leaves, brandEntries, images: [...images] };
}

function describeLines(lines: Line[]): string {
  const words: Record<Line, string> = {
    clothing: 'clothing',
    footwear: 'footwear',
    accessories: 'accessories',
    home: 'home furnishings',
    beauty: 'beauty and grooming products',
  };
  const list = lines.map((l) => words[l]);
  return list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

import { Image, type MediaLike } from '@vitrine/kit';
import { Link } from 'react-router';

export interface Tile {
  key: string;
  name: string;
  href: string;
  image?: MediaLike;
}

/** A grid of brands, categories or collections, each a square picture and its name. */
export function TileGrid({ tiles, testId }: { tiles: Tile[]; testId: string }) {
  return (
    <ul className="tile-grid" data-testid={testId}>
      {tiles.map((tile, index) => (
        <li key={tile.key}>
          <Link className="tile" to={tile.href} prefetch="intent" data-testid={`${testId}-item`}>
            <Image
              media={tile.image}
              alt={tile.name}
              width={320}
              height={320}
              priority={index < 6}
              sizes="(max-width: 480px) 50vw, 200px"
            />
            <span className="tile__name">{tile.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export interface DepartmentTab {
  slug: string;
  name: string;
}

/** Department tabs of the brand and category lists: "All" then one per department. */
export function DepartmentTabs({
  base,
  departments,
  current,
}: {
  base: string;
  departments: DepartmentTab[];
  current?: string;
}) {
  if (departments.length === 0) return null;
  return (
    <nav className="tabs" aria-label="Departments">
      <Link to={base} aria-current={current ? undefined : 'page'}>
        All
      </Link>
      {departments.map((d) => (
        <Link
          key={d.slug}
          to={`${base}${encodeURIComponent(d.slug)}`}
          aria-current={current === d.slug ? 'page' : undefined}
          data-testid="department-tab"
        >
          {d.name}
        </Link>
      ))}
    </nav>
  );
}

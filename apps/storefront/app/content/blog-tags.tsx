import { useText } from '@vitrine/kit';
import { CONTENT_EN_IN } from '@vitrine/kit/content-texts';
import { Link } from 'react-router';

/** The tags to filter posts by; a chosen tag links back to the list without it. */
export function BlogTags({ tags, chosen }: { tags: string[]; chosen: string[] }) {
  const t = useText(CONTENT_EN_IN);
  if (tags.length === 0) return null;
  const toggle = (tag: string) => {
    const next = chosen.includes(tag) ? chosen.filter((t) => t !== tag) : [...chosen, tag];
    return next.length ? `/blog/?tags=${encodeURIComponent(next.join(','))}` : '/blog/';
  };
  return (
    <ul className="content-tags" aria-label={t('content.tags')}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            className={chosen.includes(tag) ? 'chip chip--active' : 'chip'}
            to={toggle(tag)}
            aria-current={chosen.includes(tag) ? 'true' : undefined}
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

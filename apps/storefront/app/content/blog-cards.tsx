import { Image, useText } from '@vitrine/kit';
import { CONTENT_EN_IN } from '@vitrine/kit/content-texts';
import { Link } from 'react-router';
import type { BlogCard } from './blog-posts.server';

/** Posts as cards, as the theme's journal section shows them. */
export function BlogCards({ posts }: { posts: BlogCard[] }) {
  return (
    <ul className="card-grid" data-testid="blog-list">
      {posts.map((post, index) => (
        <li key={post.slug}>
          <Link className="blog-card" to={`/blog/${encodeURIComponent(post.slug)}`}>
            <Image
              className="blog-card__image"
              src={post.image}
              alt={post.title}
              width={960}
              height={540}
              priority={index === 0}
              sizes="(max-width: 480px) 100vw, (max-width: 1023px) 50vw, 33vw"
            />
            {post.date ? <span className="blog-card__date">{post.date}</span> : null}
            <span className="blog-card__title">{post.title}</span>
            {post.summary ? <span className="blog-card__summary">{post.summary}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

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

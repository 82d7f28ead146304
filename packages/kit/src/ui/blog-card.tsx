import type { content, EndpointResponse } from '@vitrine/contract';
import { Link } from 'react-router';
import { Image } from './image';

type Blog = EndpointResponse<typeof content.getBlog>;

/** The fields of a blog post a card shows, so the page data sent to the browser stays small. */
export interface BlogCard {
  slug: string;
  title: string;
  summary?: string;
  image?: string;
  /** Formatted on the server so the browser shows the same text (no time-zone mismatch on hydration). */
  date?: string;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A post's publishing date as the shop shows it ('5 Mar 2026'); nothing for a missing or unreadable date. */
export function publishedOn(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : dateFormat.format(date);
}

/** The card of a post; a post without a slug cannot be linked to and has none. */
export function toBlogCard(
  blog: Pick<Blog, 'slug' | 'title' | 'summary' | 'feature_image' | 'publish_date'>,
) {
  if (!blog.slug) return undefined;
  const card: BlogCard = {
    slug: blog.slug,
    title: blog.title || blog.slug,
    summary: blog.summary || undefined,
    image: blog.feature_image?.secure_url || undefined,
    date: publishedOn(blog.publish_date),
  };
  return card;
}

export const blogPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** Posts as a grid of cards; `priorityFirst` when the first card's picture is the page's largest paint. */
export function BlogCardGrid({ posts, priorityFirst }: { posts: BlogCard[]; priorityFirst?: boolean }) {
  return (
    <ul className="card-grid" data-testid="blog-list">
      {posts.map((post, index) => (
        <li key={post.slug}>
          <Link className="blog-card" to={blogPath(post.slug)}>
            <Image
              className="blog-card__image"
              src={post.image}
              alt={post.title}
              width={960}
              height={540}
              priority={priorityFirst && index === 0}
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

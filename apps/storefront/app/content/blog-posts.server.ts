import type { content, EndpointResponse } from '@vitrine/contract';

type Blog = EndpointResponse<typeof content.getBlog>;

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

export function publishedOn(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : dateFormat.format(date);
}

export function blogCard(blog: Blog): BlogCard | undefined {
  if (!blog.slug) return undefined;
  return {
    slug: blog.slug,
    title: blog.title || blog.slug,
    summary: blog.summary || undefined,
    image: blog.feature_image?.secure_url || undefined,
    date: publishedOn(blog.publish_date),
  };
}

/** A post's body: its HTML and text blocks, in order. */
export function blogBody(blog: Blog): string {
  return (blog.content ?? [])
    .filter((block) => !block.type || ['html', 'rawhtml', 'text', 'markdown'].includes(block.type))
    .map((block) => block.value ?? '')
    .filter(Boolean)
    .join('\n');
}

export const blogPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

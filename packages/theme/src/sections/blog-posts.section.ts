import type { SectionDefinition } from '@vitrine/kit';
import BlogPosts, { type BlogCard, type BlogPostsData } from './blog-posts';
import { count, loadSafely } from './props';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function formatDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : dateFormat.format(date);
}

export const blogPosts: SectionDefinition<BlogPostsData | undefined> = {
  label: 'Blog posts',
  settings: [
    { id: 'title', type: 'text', label: 'Title', default: 'From the blog' },
    { id: 'item_count', type: 'range', label: 'Posts to show', default: 3, min: 1, max: 12, step: 1 },
  ],
  load: ({ sdk, props }) =>
    loadSafely('blog-posts', async () => {
      const pageSize = count(props.item_count, 3, 12);
      const response = await sdk.content.getBlogs({ pageSize });
      const items: BlogCard[] = [];
      for (const blog of response.items ?? []) {
        if (!blog.slug) continue;
        items.push({
          slug: blog.slug,
          title: blog.title || blog.slug,
          summary: blog.summary || undefined,
          image: blog.feature_image?.secure_url || undefined,
          date: formatDate(blog.publish_date),
        });
      }
      return { items: items.slice(0, pageSize) };
    }),
  component: BlogPosts,
};

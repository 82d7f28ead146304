import type { SectionDefinition } from '@vitrine/kit';
import { blogPostsSchema } from '../schema/blog-posts';
import BlogPosts, { type BlogCard, type BlogPostsData } from './blog-posts';
import { declared } from './declared';
import { itemCount, loadSafely } from './props';

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
  ...declared(blogPostsSchema),
  load: ({ sdk, props }) =>
    loadSafely('blog-posts', async () => {
      const pageSize = itemCount(props.item_count, blogPostsSchema);
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

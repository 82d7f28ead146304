import { type BlogCard, type SectionDefinition, toBlogCard } from '@vitrine/kit';
import { blogPostsSchema } from '../schema/blog-posts';
import BlogPosts, { type BlogPostsData } from './blog-posts';
import { declared } from './declared';
import { itemCount, loadSafely } from './props';

export const blogPosts: SectionDefinition<BlogPostsData | undefined> = {
  ...declared(blogPostsSchema),
  load: ({ sdk, props }) =>
    loadSafely('blog-posts', async () => {
      const pageSize = itemCount(props.item_count, blogPostsSchema);
      const response = await sdk.content.getBlogs({ pageSize });
      const items = (response.items ?? []).map(toBlogCard).filter((card): card is BlogCard => !!card);
      return { items: items.slice(0, pageSize) };
    }),
  component: BlogPosts,
};

import { type BlogCard, BlogCardGrid, type SectionComponentProps, SectionHeading } from '@vitrine/kit';
import { text } from './props';

export interface BlogPostsData {
  items: BlogCard[];
}

export default function BlogPosts({ props, data }: SectionComponentProps<BlogPostsData | undefined>) {
  const items = data?.items ?? [];
  if (items.length === 0) return <section className="section" data-section="blog-posts" />;
  return (
    <section className="section" data-section="blog-posts">
      <SectionHeading title={text(props.title)} link={{ text: 'View all', to: '/blog/' }} />
      <BlogCardGrid posts={items} />
    </section>
  );
}

import { Image, type SectionComponentProps, type SectionDefinition, SectionHeading } from '@vitrine/kit';
import { Link } from 'react-router';
import { count, loadSafely, text } from './props';

interface BlogCard {
  slug: string;
  title: string;
  summary?: string;
  image?: string;
  /** Formatted on the server so the browser shows the same text (no time-zone mismatch on hydration). */
  date?: string;
}

interface BlogPostsData {
  items: BlogCard[];
}

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

function BlogPosts({ props, data }: SectionComponentProps<BlogPostsData | undefined>) {
  const items = data?.items ?? [];
  if (items.length === 0) return <section className="section" data-section="blog-posts" />;
  return (
    <section className="section" data-section="blog-posts">
      <SectionHeading title={text(props.title)} link={{ text: 'View all', to: '/blog/' }} />
      <ul className="card-grid">
        {items.map((post) => (
          <li key={post.slug}>
            <Link className="blog-card" to={`/blog/${encodeURIComponent(post.slug)}`}>
              <Image
                className="blog-card__image"
                src={post.image}
                alt={post.title}
                width={960}
                height={540}
                sizes="(max-width: 480px) 100vw, (max-width: 1023px) 50vw, 33vw"
              />
              {post.date ? <span className="blog-card__date">{post.date}</span> : null}
              <span className="blog-card__title">{post.title}</span>
              {post.summary ? <span className="blog-card__summary">{post.summary}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
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

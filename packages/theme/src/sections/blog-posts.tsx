import { Image, type SectionComponentProps, SectionHeading } from '@vitrine/kit';
import { Link } from 'react-router';
import { text } from './props';

export interface BlogCard {
  slug: string;
  title: string;
  summary?: string;
  image?: string;
  /** Formatted on the server so the browser shows the same text (no time-zone mismatch on hydration). */
  date?: string;
}

export interface BlogPostsData {
  items: BlogCard[];
}

export default function BlogPosts({ props, data }: SectionComponentProps<BlogPostsData | undefined>) {
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

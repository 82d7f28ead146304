import { Link } from 'react-router';

export interface SectionHeadingProps {
  title?: string;
  subtitle?: string;
  /** A "View all" style link beside the title. */
  link?: { text: string; to: string };
  as?: 'h1' | 'h2' | 'h3';
}

export function SectionHeading({ title, subtitle, link, as: Tag = 'h2' }: SectionHeadingProps) {
  if (!title && !link) return null;
  return (
    <div className="section-heading">
      <div>
        {title ? <Tag className="section-heading__title">{title}</Tag> : null}
        {subtitle ? <p className="section-heading__subtitle">{subtitle}</p> : null}
      </div>
      {link ? (
        <Link className="section-heading__link" to={link.to}>
          {link.text}
        </Link>
      ) : null}
    </div>
  );
}

import type { EmptyStateProps } from '@vitrine/kit';
import { Link } from 'react-router';

function EmptyBoxIllustration() {
  return (
    <svg
      className="empty-state__illustration"
      width="160"
      height="120"
      viewBox="0 0 160 120"
      aria-hidden="true"
    >
      <ellipse cx="80" cy="108" rx="56" ry="8" fill="var(--color-primary)" opacity="0.12" />
      <path d="M32 44 80 28l48 16v48l-48 16-48-16z" fill="var(--color-secondary)" opacity="0.25" />
      <path d="M32 44l48 16 48-16M80 60v48" fill="none" stroke="var(--color-primary)" strokeWidth="3" />
      <path
        d="M32 44 80 28l48 16v48l-48 16-48-16z"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="3"
      />
    </svg>
  );
}

export function EmptyState({ title, description, button, hideButton }: EmptyStateProps) {
  return (
    <section className="empty-state container">
      <EmptyBoxIllustration />
      <h1 className="empty-state__title">{title}</h1>
      {description ? <p>{description}</p> : null}
      {button && !hideButton ? (
        <Link className="button button--primary" to={button.to}>
          {button.text}
        </Link>
      ) : null}
    </section>
  );
}

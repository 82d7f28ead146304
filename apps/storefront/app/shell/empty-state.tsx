import type { EmptyStateProps } from '@vitrine/kit';
import { Link, useLocation } from 'react-router';
import { useThemeBundle } from './theme-bundle';

function DefaultEmptyState({ title, description, button, hideButton }: EmptyStateProps) {
  return (
    <section className="empty-state" data-testid="empty-state">
      <svg
        className="empty-state__illustration"
        width="120"
        height="120"
        viewBox="0 0 120 120"
        aria-hidden="true"
      >
        <circle cx="60" cy="60" r="56" fill="none" stroke="currentColor" strokeWidth="4" opacity="0.2" />
        <path
          d="M38 48h44l-6 34H44z"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinejoin="round"
        />
      </svg>
      <h1 className="empty-state__title">{title}</h1>
      {description ? <p>{description}</p> : null}
      {button && !hideButton ? (
        <Link className="button" to={button.to}>
          {button.text}
        </Link>
      ) : null}
    </section>
  );
}

/** Title, illustration and an optional button; the theme may replace it. The button hides on payment-link pages. */
export function EmptyState(props: EmptyStateProps) {
  const { pathname } = useLocation();
  const hideButton = props.hideButton || pathname.startsWith('/payment/link');
  const Themed = useThemeBundle().EmptyState ?? DefaultEmptyState;
  return <Themed {...props} hideButton={hideButton} />;
}

export function NotFoundPage() {
  const NotFound = useThemeBundle().NotFound;
  if (NotFound) return <NotFound />;
  return (
    <EmptyState
      title="Page not found"
      description="The page you are looking for does not exist."
      button={{ text: 'Go to home', to: '/' }}
    />
  );
}

/** What the root error boundary shows: the theme's not-found page, or the error's message. */
export function ErrorPage({ notFound, message }: { notFound: boolean; message: string }) {
  return notFound ? (
    <NotFoundPage />
  ) : (
    <EmptyState title={message} button={{ text: 'Go to home', to: '/' }} />
  );
}

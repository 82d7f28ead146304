import { Link } from 'react-router';

export function NotFound() {
  return (
    <section className="not-found container">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="button button--primary" to="/">
        Go to home page
      </Link>
    </section>
  );
}

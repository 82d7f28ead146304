import { data, type MetaFunction } from 'react-router';

/** Anything no other route matches: the theme's not-found page, with a real 404 status. */
export function loader() {
  throw data('Not found', { status: 404 });
}

export const meta: MetaFunction = () => [{ title: 'Page not found' }];

export default function NotFound() {
  return null;
}

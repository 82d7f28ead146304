import { data } from 'react-router';
import type { Route } from './+types/not-found';

/** The theme page this route shows (the editor frame protocol and tag injection name pages so). */
export const handle = { themePage: 'not-found' };

/** Anything no other route matches: the theme's not-found page, with a real 404 status. */
export function loader() {
  throw data('Not found', { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: 'Page not found' }];

export default function NotFound() {
  return null;
}

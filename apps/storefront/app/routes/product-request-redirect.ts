import { redirect } from 'react-router';

/** The theme route table's /product-request/: the page lives in the account, behind its login guard. */
export function loader() {
  return redirect('/profile/product-request/', 301);
}

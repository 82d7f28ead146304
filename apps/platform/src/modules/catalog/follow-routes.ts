import { catalog } from '@vitrine/contract';
import type { Services } from '../../http/context';
import type { On } from '../../http/route';
import { signedInUser } from '../user/signed-in';
import { follow, getFollowedListing, getFollowerCount, getFollowIds, unfollow } from './follows';

/** The wishlist: signed-in shoppers only, each call reading or changing only their own follows. */
export function registerFollows(on: On, services: Services): void {
  const { db } = services;
  const signedIn = signedInUser(services);

  on(catalog.followById, async ({ params }, c) =>
    follow(db, await signedIn(c), params.collection_type, params.collection_id),
  );
  on(catalog.unfollowById, async ({ params }, c) =>
    unfollow(db, await signedIn(c), params.collection_type, params.collection_id),
  );
  on(catalog.getFollowIds, async ({ query }, c) =>
    getFollowIds(db, await signedIn(c), query.collection_type),
  );
  on(catalog.getFollowedListing, async ({ params, query }, c) =>
    getFollowedListing(db, await signedIn(c), params.collection_type, query),
  );
  on(catalog.getFollowerCountById, async ({ params }, c) => {
    const shopper = await signedIn(c);
    return getFollowerCount(db, shopper.application_id, params.collection_type, params.collection_id);
  });
}

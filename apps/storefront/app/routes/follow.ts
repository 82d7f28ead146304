import { type FollowType, followTypes } from '@vitrine/contract';
import { data, redirect } from 'react-router';
import { apiErrorStatus, pageError } from '../catalog/page-error.server';
import { fromThisShop, readForm } from '../forms.server';
import { loginUrl } from '../guards/guards.server';
import { safeRedirectUrl } from '../guards/safe-redirect';
import type { StorefrontContext } from '../load-context';
import type { Route } from './+types/follow';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const ID = /^(\d{1,9}|[0-9a-f]{24})$/;

interface FollowRequest {
  type: FollowType;
  id: string;
  follow: boolean;
  back: string;
}

function followRequest(fields: (name: string) => string | null): FollowRequest {
  const type = fields('type') as FollowType;
  const id = fields('id') ?? '';
  if (!followTypes.includes(type) || !ID.test(id)) {
    throw data('Send type (products, brands or collections) and the id to follow', { status: 400 });
  }
  return { type, id, follow: fields('intent') !== 'unfollow', back: safeRedirectUrl(fields('redirectUrl')) };
}

/** Where a visitor is sent to sign in: back here afterwards (a GET), which completes the follow. */
function pendingFollowUrl({ type, id, back }: FollowRequest): string {
  return loginUrl(`/_follow?${new URLSearchParams({ type, id, redirectUrl: back })}`);
}

/** Follows or unfollows; false when nobody is signed in. */
async function change(context: StorefrontContext, want: FollowRequest): Promise<boolean> {
  const args = { collectionType: want.type, collectionId: want.id };
  try {
    await (want.follow ? context.sdk.catalog.followById(args) : context.sdk.catalog.unfollowById(args));
    return true;
  } catch (error) {
    if (apiErrorStatus(error) === 401) return false;
    return pageError(error);
  }
}

async function followedIds(context: StorefrontContext) {
  try {
    const { data: ids } = await context.sdk.catalog.getFollowIds({});
    return {
      products: (ids.products ?? []).map(String),
      brands: (ids.brands ?? []).map(String),
      collections: ids.collections ?? [],
    };
  } catch (error) {
    if (apiErrorStatus(error) === 401) return null;
    throw error;
  }
}

/**
 * GET with no query: the shopper's followed ids, asked for by the browser after a page loads (never kept by
 * anyone: kept pages are the same for every visitor). GET with type and id: the follow a visitor asked for
 * before signing in, completed on their way back; only from this shop's own pages, never a link elsewhere.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  if (!query.has('type')) {
    return Response.json({ ids: await followedIds(context) }, { headers: PRIVATE });
  }
  const want = { ...followRequest((name) => query.get(name)), follow: true };
  if (!fromThisShop(request)) return redirect(want.back);
  if (!(await change(context, want))) return redirect(pendingFollowUrl(want));
  return redirect(want.back, { headers: PRIVATE });
}

/** The heart's form: follows or unfollows, answering JSON to the page's script and a redirect to a plain form. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const want = followRequest((name) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  });
  const asJson = request.headers.get('accept')?.includes('application/json') ?? false;
  if (!(await change(context, want))) {
    if (asJson) return Response.json({ login: pendingFollowUrl(want) }, { status: 401, headers: PRIVATE });
    return redirect(pendingFollowUrl(want));
  }
  if (asJson) return Response.json({ followed: want.follow }, { headers: PRIVATE });
  return redirect(want.back);
}

import { data, redirect } from 'react-router';
import { firstProblem } from '../account/validation';
import { buyNow, ChosenItem } from '../cart/buy-now.server';
import { pageError } from '../catalog/page-error.server';
import { fromThisShop } from '../forms.server';
import { requireCartEnabled, requireUser } from '../guards/guards.server';
import type { Route } from './+types/buy-now';

/**
 * GET /_buy-now?item_id=&size=: 'Buy now' completed for a visitor on their way back from signing in (spec §2:
 * they return to the delivery page). Only from this shop's own pages, never a link from elsewhere.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCartEnabled(context, request);
  const parsed = ChosenItem.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success || !parsed.data.size) {
    throw data(parsed.success ? 'Choose a size' : firstProblem(parsed.error), { status: 400 });
  }
  await requireUser(context, request);
  if (!fromThisShop(request)) return redirect('/');
  const bought = await buyNow(context, request, { ...parsed.data, size: parsed.data.size }).catch(pageError);
  if ('refused' in bought) throw data(bought.refused, { status: 409 });
  return bought.done;
}

import { Link, useLoaderData } from 'react-router';
import accountStyles from '../account/account.css?url';
import { requireCartEnabled, requireUser } from '../guards/guards.server';
import rewardsStyles from '../rewards/rewards.css?url';
import { RewardsHistory } from '../rewards/rewards-history';
import type { Route } from './+types/profile-refer-earn-credit';

export const handle = { themePage: 'profile' };

export const links = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: rewardsStyles },
];

const PAGE_SIZE = 10;

/** /profile/refer-earn-credit/: the points balance and its history, a cursor page at a time (`?page_id=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await Promise.all([requireUser(context, request), requireCartEnabled(context, request)]);
  const pageId = new URL(request.url).searchParams.get('page_id') || undefined;
  const [{ points }, history] = await Promise.all([
    context.sdk.rewards.getUserPoints(),
    context.sdk.rewards.getUserPointsHistory({ pageId, pageSize: PAGE_SIZE }).catch(() => undefined),
  ]);
  return {
    points,
    first: !pageId || !history,
    entries: (history?.items ?? []).map((item) => ({
      id: item._id,
      title: item.text_1,
      text: item.text_2,
      order: item.text_3,
      points: item.points,
      balance: item.remaining_points,
      at: item.created_at,
    })),
    nextId: history?.page.has_next ? (history.page.next_id ?? '') : '',
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Reward points history' },
  { name: 'robots', content: 'noindex' },
];

export default function ReferEarnCredit() {
  const { points, entries, nextId, first } = useLoaderData<typeof loader>();
  return (
    <section className="rewards-page" data-testid="refer-earn-credit">
      <h1 className="page-title">History</h1>
      <div className="rewards-balance">
        <div>
          <p>Your reward points</p>
          <p className="rewards-balance__points" data-testid="points-balance">
            {points}
          </p>
        </div>
        <Link to="/profile/refer-earn/">Refer &amp; earn</Link>
      </div>
      <RewardsHistory entries={entries} nextId={nextId} first={first} />
    </section>
  );
}

import { useMatches } from 'react-router';
import { requireCartEnabled, requireUser } from '../guards/guards.server';
import { EmptyState } from '../shell/empty-state';
import type { Route } from './+types/profile-coming-soon';

export const handle = { themePage: 'profile' };

interface PlannedPage {
  title: string;
  description: string;
  /** Blocked while the theme turns the cart off (spec §2). */
  needsCart: boolean;
}

/** Profile pages whose features are not open yet, by route id: each says so instead of showing another page. */
const PLANNED: Record<string, PlannedPage> = {
  'profile-orders': {
    title: 'My orders',
    description: 'Ordering is coming soon: your orders will be listed here.',
    needsCart: true,
  },
  'profile-shipment': {
    title: 'Shipment details',
    description: 'Ordering is coming soon: your shipments will be shown here.',
    needsCart: true,
  },
  'profile-shipment-update': {
    title: 'Update shipment',
    description: 'Ordering is coming soon: cancelling or returning a shipment will be done here.',
    needsCart: true,
  },
  'profile-refer-earn': {
    title: 'Refer & earn',
    description: 'Referral rewards are coming soon.',
    needsCart: true,
  },
  'profile-refer-earn-credit': {
    title: 'History',
    description: 'Referral rewards are coming soon: credits you earn will be listed here.',
    needsCart: true,
  },
};

const plannedPage = (id: string | undefined): PlannedPage => PLANNED[id ?? ''] ?? PLANNED['profile-orders'];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  const id = routeIdOf(request);
  if (plannedPage(id).needsCart) await requireCartEnabled(context, request);
  return { id };
}

/** The route id from the address (loaders are not told their own id). */
function routeIdOf(request: Request): string {
  const path = new URL(request.url).pathname.replace(/^\/profile\/|\/+$/g, '');
  if (path.startsWith('orders/shipment/update/')) return 'profile-shipment-update';
  if (path.startsWith('orders/shipment/')) return 'profile-shipment';
  return `profile-${path}`;
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: plannedPage(data?.id).title },
  { name: 'robots', content: 'noindex' },
];

export default function ComingSoon() {
  const id = useMatches().at(-1)?.id;
  const page = plannedPage(id);
  return (
    <div data-testid="coming-soon">
      <EmptyState
        title={page.title}
        description={page.description}
        button={{ text: 'Continue shopping', to: '/' }}
      />
    </div>
  );
}

import { Link, useLoaderData } from 'react-router';
import { requireCartEnabled, requireUser } from '../guards/guards.server';
import { OrderCard } from '../orders/order-card';
import { OrderFilters, OrderPager } from '../orders/order-filters';
import { loadOrderList, orderListQuery } from '../orders/order-list.server';
import ordersStyles from '../orders/orders.css?url';
import type { Route } from './+types/profile-orders';

export const handle = { themePage: 'orders-list' };

export const links = () => [{ rel: 'stylesheet', href: ordersStyles }];

/**
 * /profile/orders/?status&selected_date_filter&page_no: the shopper's orders, twelve a page, newest first
 * (spec §2, §3). Signed-in only (the profile layout) and gone while the theme turns the cart off.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await Promise.all([requireUser(context, request), requireCartEnabled(context, request)]);
  const query = orderListQuery(new URL(request.url).searchParams);
  const list = await loadOrderList(context, query);
  return { ...list, days: query.days };
}

export const meta: Route.MetaFunction = () => [
  { title: 'My orders' },
  { name: 'robots', content: 'noindex' },
];

export default function ProfileOrders() {
  const { orders, statuses, page, days } = useLoaderData<typeof loader>();
  return (
    <section
      className="orders-page"
      data-testid="orders-page"
      // What the list shown was asked for (journeys wait for it after choosing a filter).
      data-days={days}
      data-status={statuses.find((status) => status.selected)?.value}
      data-page={page.current}
    >
      <header className="orders-page__head">
        <h1 className="page-title">
          My orders <span className="orders-page__count">({page.total})</span>
        </h1>
        <OrderFilters statuses={statuses} days={days} />
      </header>
      {orders.length === 0 ? (
        <div className="orders-page__empty" data-testid="no-orders">
          <p>No orders in the chosen time. Orders you place show here.</p>
          <Link className="button button--primary" to="/products/">
            Continue shopping
          </Link>
        </div>
      ) : (
        <div className="orders-page__list" data-testid="order-list">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </div>
      )}
      <OrderPager current={page.current} hasNext={page.hasNext} />
    </section>
  );
}

import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import accountStyles from '../account/account.css?url';
import { loadUser } from '../account/session.server';
import { arrivedOverHttps, readForm } from '../forms.server';
import { requireCartEnabled } from '../guards/guards.server';
import { ORDERS_PATH, trackingPath } from '../orders/order-paths';
import { lookUpOrder } from '../orders/order-tracking.server';
import ordersStyles from '../orders/orders.css?url';
import { TrackingForm, trackingCookie } from '../orders/tracking-contact.server';
import type { Route } from './+types/order-tracking';

export const handle = { themePage: 'order-tracking' };

export const links = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: ordersStyles },
];

/** /order-tracking/?order_id: the form to track an order by its id (a visitor adds its mobile number or e-mail). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCartEnabled(context, request);
  const user = await loadUser(context, request);
  const orderId = (new URL(request.url).searchParams.get('order_id') ?? '').slice(0, 40);
  return { signedIn: user !== null, orderId };
}

/**
 * A signed-in shopper goes to their order's page (which says if it is not theirs). A visitor's order id and
 * contact are checked with the platform first: a wrong pair is refused here, a right one kept in the tracking
 * cookie for the order's pages.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireCartEnabled(context, request);
  const form = await readForm(request);
  const typed = { order_id: String(form.get('order_id') ?? ''), contact: String(form.get('contact') ?? '') };
  const fail = (message: string, status = 400) => data({ message, typed }, { status });
  const parsed = TrackingForm.safeParse(typed);
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Check the order ID');
  const { order_id: orderId } = parsed.data;
  if (await loadUser(context, request)) return redirect(trackingPath(orderId));
  const contact = parsed.data.contact.includes('@')
    ? parsed.data.contact
    : parsed.data.contact.replace(/[\s-]/g, '');
  if (!contact) return fail('Enter the mobile number or e-mail the order was placed with');
  const lookup = await lookUpOrder(context, orderId, contact);
  if (!lookup.found) return fail(lookup.message, lookup.status);
  return redirect(trackingPath(lookup.order.order_id), {
    headers: {
      'Set-Cookie': trackingCookie({ orderId: lookup.order.order_id, contact }, arrivedOverHttps(request)),
    },
  });
}

export const meta: Route.MetaFunction = () => [{ title: 'Track your order' }];

export default function OrderTracking() {
  const { signedIn, orderId } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="auth-page order-tracking-form" data-testid="order-tracking-form">
      <h1 className="page-title">Track your order</h1>
      <p className="auth-page__subtext">
        {signedIn
          ? 'Enter the ID of one of your orders to see where its shipments are.'
          : 'Enter your order ID and the mobile number or e-mail you placed it with.'}
      </p>
      <Form method="post" className="auth-form">
        <label className="auth-form__field">
          Order ID
          <input
            name="order_id"
            required
            maxLength={40}
            autoComplete="off"
            defaultValue={refused?.typed.order_id ?? orderId}
            data-testid="tracking-order-id"
          />
        </label>
        {signedIn ? null : (
          <label className="auth-form__field">
            Mobile number or e-mail
            <input
              name="contact"
              required
              maxLength={100}
              autoComplete="email"
              defaultValue={refused?.typed.contact}
              data-testid="tracking-contact"
            />
          </label>
        )}
        {refused?.message ? (
          <p className="auth-form__error" role="alert" data-testid="tracking-error">
            {refused.message}
          </p>
        ) : null}
        <div className="auth-form__actions">
          <button type="submit" className="button button--primary" disabled={busy} data-testid="track-order">
            Track order
          </button>
          {signedIn ? <Link to={ORDERS_PATH}>All my orders</Link> : null}
        </div>
      </Form>
    </section>
  );
}

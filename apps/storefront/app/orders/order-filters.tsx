import type { ChangeEvent } from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import { ORDER_DATE_FILTERS, type OrderDateFilter } from './order-dates';
import type { StatusOption } from './order-list.server';

/**
 * The list's filters: a GET form, so that they work before (or without) JavaScript; with it a choice applies at
 * once. The date choice goes in the query as JSON (a number is JSON), as `selected_date_filter` (spec §2).
 */
export function OrderFilters({ statuses, days }: { statuses: StatusOption[]; days: OrderDateFilter }) {
  const submit = useSubmit();
  const { pathname, search } = useLocation();
  const selected = statuses.find((status) => status.selected)?.value;
  const applyNow = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.currentTarget.form) submit(event.currentTarget.form);
  };
  return (
    // Keyed by the query, so that going back shows the choices of the list shown.
    <Form method="get" action={pathname} className="order-filters" data-testid="order-filters" key={search}>
      {statuses.length > 0 ? (
        <label className="order-filters__field">
          Status
          <select name="status" defaultValue={selected} onChange={applyNow} data-testid="order-status-filter">
            {statuses.map((status) => (
              <option key={status.value} value={status.value}>
                {status.display}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="order-filters__field">
        Placed in
        <select
          name="selected_date_filter"
          defaultValue={days}
          onChange={applyNow}
          data-testid="order-date-filter"
        >
          {ORDER_DATE_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.display}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button order-filters__apply">
        Apply
      </button>
    </Form>
  );
}

/** Previous and next pages of the list, keeping its filters. */
export function OrderPager({ current, hasNext }: { current: number; hasNext: boolean }) {
  const { pathname, search } = useLocation();
  const pageLink = (pageNo: number) => {
    const query = new URLSearchParams(search);
    if (pageNo === 1) query.delete('page_no');
    else query.set('page_no', String(pageNo));
    const text = query.toString();
    return { pathname, search: text ? `?${text}` : '' };
  };
  if (current <= 1 && !hasNext) return null;
  return (
    <nav className="order-pager" aria-label="Pages of orders" data-testid="order-pager">
      {current > 1 ? (
        <Link to={pageLink(current - 1)} rel="prev" data-testid="previous-orders">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span>Page {current}</span>
      {hasNext ? (
        <Link to={pageLink(current + 1)} rel="next" data-testid="next-orders">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

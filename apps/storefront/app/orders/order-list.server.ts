import { ORDER_PAGE_DEFAULTS, ORDER_STATUS_FILTERS } from '@vitrine/contract';
import { pageError } from '../catalog/page-error.server';
import type { StorefrontContext } from '../load-context';
import { type OrderDateFilter, orderDateRange, selectedDateFilter } from './order-dates';
import { type OrderCard, orderCard } from './order-view';

/** What the shopper asked the list for: the query's `status`, `selected_date_filter` and `page_no`. */
export interface OrderListQuery {
  status: number | undefined;
  days: OrderDateFilter;
  pageNo: number;
}

const wholeNumber = (raw: string | null) => (raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : undefined);

/** Reads the list's query; a value the platform would refuse is left out rather than failing the page. */
export function orderListQuery(query: URLSearchParams): OrderListQuery {
  const status = wholeNumber(query.get('status'));
  const pageNo = wholeNumber(query.get('page_no'));
  return {
    status: status !== undefined && status < ORDER_STATUS_FILTERS.length ? status : undefined,
    days: selectedDateFilter(query.get('selected_date_filter')),
    pageNo: pageNo && pageNo > 0 ? pageNo : ORDER_PAGE_DEFAULTS.page_no,
  };
}

export interface StatusOption {
  value: number;
  display: string;
  selected: boolean;
}

export interface OrderListPage {
  orders: OrderCard[];
  statuses: StatusOption[];
  page: { current: number; hasNext: boolean; total: number; size: number };
}

/** One page of the shopper's orders. A failed fetch is the page's error (spec §8), not an empty list. */
export async function loadOrderList(
  context: StorefrontContext,
  query: OrderListQuery,
  now = new Date(),
): Promise<OrderListPage> {
  const { fromDate, toDate } = orderDateRange(query.days, now);
  const answer = await context.sdk.order
    .getOrders({
      pageNo: query.pageNo,
      pageSize: ORDER_PAGE_DEFAULTS.page_size,
      fromDate,
      toDate,
      ...(query.status !== undefined ? { status: query.status } : {}),
    })
    .catch(pageError);
  return {
    orders: answer.items.map(orderCard),
    statuses: answer.filters.statuses.map((status) => ({
      value: status.value,
      display: status.display,
      selected: query.status !== undefined ? status.value === query.status : status.is_selected,
    })),
    page: {
      current: answer.page.current,
      hasNext: answer.page.has_next,
      total: answer.page.item_total,
      size: answer.page.size,
    },
  };
}

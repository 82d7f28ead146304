/**
 * The order list's date filter (spec §2): how far back the list reaches, in days. The choice travels in the
 * query as `selected_date_filter`, a JSON value: the number of days (`30`), or an option object carrying it
 * (`{"value":30}`); anything else is the default.
 */
export const ORDER_DATE_FILTERS = [
  { display: 'Last 30 days', value: 30 },
  { display: 'Last 6 months', value: 180 },
  { display: 'Last 12 months', value: 365 },
  { display: 'Last 24 months', value: 730 },
] as const;

export type OrderDateFilter = (typeof ORDER_DATE_FILTERS)[number]['value'];

export const DEFAULT_DATE_FILTER: OrderDateFilter = 730;

/** The shop's calendar: an order placed late in the evening in India belongs to that Indian day. */
const SHOP_TIME_ZONE = 'Asia/Kolkata';

const isDateFilter = (value: unknown): value is OrderDateFilter =>
  ORDER_DATE_FILTERS.some((option) => option.value === value);

/** The days the query's `selected_date_filter` asks for; the default when it is missing or not an option. */
export function selectedDateFilter(raw: string | null): OrderDateFilter {
  if (!raw) return DEFAULT_DATE_FILTER;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return DEFAULT_DATE_FILTER;
  }
  const value =
    typeof parsed === 'object' && parsed !== null ? (parsed as { value?: unknown }).value : parsed;
  const days = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return isDateFilter(days) ? days : DEFAULT_DATE_FILTER;
}

/** Today's calendar day in the shop's time zone, as a UTC midnight (so that adding days is plain arithmetic). */
function shopToday(now: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
}

const DAY_MS = 24 * 60 * 60 * 1000;
const two = (n: number) => String(n).padStart(2, '0');
/** MM-DD-YYYY (the platform's ORDER_DATE_FORMAT). */
const asOrderDate = (day: Date) =>
  `${two(day.getUTCMonth() + 1)}-${two(day.getUTCDate())}-${day.getUTCFullYear()}`;

/**
 * The from and to dates of the last `days` days as the list asks for them: from `days` days before today to
 * tomorrow (spec: the end date is tomorrow, so that today's orders are in whatever the platform's clock says).
 */
export function orderDateRange(
  days: number,
  now = new Date(),
  timeZone = SHOP_TIME_ZONE,
): { fromDate: string; toDate: string } {
  const today = shopToday(now, timeZone).getTime();
  return {
    fromDate: asOrderDate(new Date(today - days * DAY_MS)),
    toDate: asOrderDate(new Date(today + DAY_MS)),
  };
}

import { useEffect, useState } from 'react';
import { ApiError } from './api';

interface DailyCount {
  day: string;
  event_name: string;
  count: number;
}

type Load =
  | { status: 'loading' }
  | { status: 'ready'; counts: DailyCount[] }
  | { status: 'failed'; message: string };

/** Where the merchant reads the shop's analytics: the editor's own page at #analytics. */
export const ANALYTICS_HASH = '#analytics';
const DAYS = 30;

async function dailyCounts(): Promise<DailyCount[]> {
  const response = await fetch(`/editor/api/analytics?days=${DAYS}`, { credentials: 'same-origin' });
  const body = (await response.json().catch(() => undefined)) as
    | { counts?: DailyCount[]; message?: string }
    | undefined;
  if (!response.ok) throw new ApiError(body?.message || 'Something went wrong', response.status);
  return body?.counts ?? [];
}

/** The storefront's events per name per day over the last 30 days, newest day first. */
export function AnalyticsView() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    dailyCounts().then(
      (counts) => setLoad({ status: 'ready', counts }),
      (error) =>
        setLoad({
          status: 'failed',
          message: error instanceof ApiError ? error.message : 'Something went wrong',
        }),
    );
  }, []);
  return (
    <main className="analytics-view">
      <p>
        <a href="/editor/">Theme editor</a>
      </p>
      <h1>Shop analytics</h1>
      <p>Events from the storefront per day, over the last {DAYS} days (UTC).</p>
      {load.status === 'loading' ? <p>Loading…</p> : null}
      {load.status === 'failed' ? (
        <p className="banner banner--error" role="alert">
          {load.message}
        </p>
      ) : null}
      {load.status === 'ready' && load.counts.length === 0 ? <p>No events yet.</p> : null}
      {load.status === 'ready' && load.counts.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Event</th>
              <th scope="col">Count</th>
            </tr>
          </thead>
          <tbody>
            {load.counts.map((row) => (
              <tr key={`${row.day} ${row.event_name}`}>
                <td>{row.day}</td>
                <td>{row.event_name}</td>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </main>
  );
}

/** Whether the page shows the analytics, following the address's hash. */
export function useAnalyticsShown(): boolean {
  const [shown, setShown] = useState(() => window.location.hash === ANALYTICS_HASH);
  useEffect(() => {
    const follow = () => setShown(window.location.hash === ANALYTICS_HASH);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return shown;
}

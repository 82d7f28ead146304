import { Link } from 'react-router';

export interface PointsEntryShown {
  id: string;
  title: string;
  text: string;
  order: string;
  points: number;
  balance: number;
  at: string;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** The points history, newest first, a page at a time: 'Load more' follows the cursor. */
export function RewardsHistory({
  entries,
  nextId,
  first,
}: {
  entries: PointsEntryShown[];
  nextId: string;
  first: boolean;
}) {
  if (entries.length === 0 && first)
    return (
      <p className="rewards-history__empty" data-testid="points-history-empty">
        No points yet: you earn points when your orders are delivered.
      </p>
    );
  return (
    <div className="rewards-history">
      <ul className="rewards-history__list" data-testid="points-history">
        {entries.map((entry) => (
          <li key={entry.id} className="rewards-history__entry" data-testid="points-entry">
            <div>
              <p className="rewards-history__title">{entry.title}</p>
              <p className="rewards-history__text">{entry.text}</p>
              {entry.order ? <p className="rewards-history__text">{entry.order}</p> : null}
              <p className="rewards-history__date">{dateFormat.format(new Date(entry.at))}</p>
            </div>
            <p className={entry.points < 0 ? 'rewards-history__points is-minus' : 'rewards-history__points'}>
              {entry.points > 0 ? `+${entry.points}` : entry.points}
            </p>
          </li>
        ))}
      </ul>
      <nav className="rewards-history__pages">
        {!first ? <Link to="?">Newest entries</Link> : null}
        {nextId ? (
          <Link
            className="button"
            to={`?page_id=${encodeURIComponent(nextId)}`}
            data-testid="points-load-more"
          >
            Load more
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

import { formatMoment, type TrackingEvent } from './order-view';

/** A shipment's tracking events, oldest first: those passed ticked, the current one marked. */
export function TrackingTimeline({ events }: { events: readonly TrackingEvent[] }) {
  if (events.length === 0) return <p className="order-card__muted">No tracking updates yet.</p>;
  return (
    <ol className="tracking-timeline" data-testid="tracking-timeline">
      {events.map((event) => (
        <li
          // Events have no id of their own; a status may come round twice, but not at the same time.
          key={`${event.status}-${event.time}`}
          className={[
            'tracking-timeline__event',
            event.passed ? 'tracking-timeline__event--passed' : '',
            event.current ? 'tracking-timeline__event--current' : '',
          ]
            .filter(Boolean)
            .join(' ')}
          aria-current={event.current ? 'step' : undefined}
          data-testid="tracking-event"
        >
          <span className="tracking-timeline__status">{event.status}</span>
          {event.passed || event.current ? (
            <span className="tracking-timeline__when">
              {formatMoment(event.time)}
              {event.location ? ` · ${event.location}` : ''}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

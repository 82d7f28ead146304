export interface RatingProps {
  value?: number;
  count?: number;
  /** Structured data for products uses a best rating of 5, and so does the display. */
  max?: number;
}

export function Rating({ value, count, max = 5 }: RatingProps) {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return null;
  const shown = Math.min(value, max);
  const rounded = Math.round(shown * 10) / 10;
  const label = `Rated ${rounded} out of ${max}${count ? ` from ${count} ratings` : ''}`;
  return (
    <span className="rating" role="img" aria-label={label}>
      <span className="rating__stars" aria-hidden="true" style={{ ['--rating' as string]: shown / max }} />
      <span className="rating__value" aria-hidden="true">
        {rounded}
      </span>
      {count ? (
        <span className="rating__count" aria-hidden="true">
          ({count})
        </span>
      ) : null}
    </span>
  );
}

import { withSort } from '@vitrine/kit';
import { useLocation, useNavigate } from 'react-router';
import type { SortOptionData } from './listing-types';

/** The API's sort options; choosing one pushes the query with page_no back to 1. */
export function SortSelect({ options }: { options: SortOptionData[] }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const choices = options.filter((o) => o.value);
  if (choices.length === 0) return null;
  const current = choices.find((o) => o.is_selected)?.value ?? '';
  return (
    <label className="sort">
      <span>Sort by </span>
      <select
        data-testid="sort-select"
        value={current}
        onChange={(event) => {
          const query = withSort(new URLSearchParams(search), event.target.value).toString();
          navigate(query ? `${pathname}?${query}` : pathname, { preventScrollReset: true });
        }}
      >
        {current ? null : <option value="">Select</option>}
        {choices.map((option) => (
          <option key={option.value} value={option.value}>
            {option.display ?? option.name ?? option.value}
          </option>
        ))}
      </select>
    </label>
  );
}

import { clearFilters, rangeValue, setFilterValues, toggleFilterValue } from '@vitrine/kit';
import { type FormEvent, useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { FilterData, FilterValueData } from './listing-types';

function href(pathname: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

function RangeFilter({ filter, disabled }: { filter: FilterData; disabled: boolean }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const value: FilterValueData | undefined = filter.values[0];
  if (!value || value.min === undefined || value.max === undefined) return null;
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const min = Number(form.get('min'));
    const max = Number(form.get('max'));
    if (!Number.isFinite(min) || !Number.isFinite(max) || min > max) return;
    const query = setFilterValues(new URLSearchParams(search), filter.key.name, [
      rangeValue(value.query_format, min, max),
    ]);
    navigate(href(pathname, query));
  };
  return (
    <form
      className="filters__range"
      onSubmit={apply}
      data-testid="filter-range"
      data-filter-key={filter.key.name}
    >
      <label htmlFor={`${id}-min`}>Min</label>
      <input
        id={`${id}-min`}
        name="min"
        type="number"
        min={value.min}
        max={value.max}
        defaultValue={value.selected_min ?? value.min}
        disabled={disabled}
      />
      <label htmlFor={`${id}-max`}>Max</label>
      <input
        id={`${id}-max`}
        name="max"
        type="number"
        min={value.min}
        max={value.max}
        defaultValue={value.selected_max ?? value.max}
        disabled={disabled}
      />
      <button className="button button--ghost" type="submit" disabled={disabled}>
        Apply
      </button>
    </form>
  );
}

/**
 * The API's filters as links that toggle one value each (push to history, page_no back to 1). A filter fixed by
 * the page (a brand page's own brand) is shown but cannot be changed.
 */
export function FilterPanel({ filters, lockedKeys }: { filters: FilterData[]; lockedKeys: string[] }) {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  const selected = filters.flatMap((filter) =>
    lockedKeys.includes(filter.key.name) || filter.key.kind === 'range'
      ? []
      : filter.values.filter((v) => v.is_selected && v.value).map((v) => ({ filter, value: v })),
  );
  return (
    <aside className="filters" aria-label="Filters" data-testid="filters">
      {selected.length > 0 ? (
        <div className="filters__selected">
          {selected.map(({ filter, value }) => (
            <Link
              key={`${filter.key.name}:${value.value}`}
              className="filter-chip"
              to={href(pathname, toggleFilterValue(query, filter.key.name, value.value as string))}
              preventScrollReset
              data-testid="filter-chip"
            >
              {value.display} <span aria-hidden="true">×</span>
              <span className="visually-hidden">Remove filter</span>
            </Link>
          ))}
          <Link
            to={href(pathname, clearFilters(query, lockedKeys))}
            preventScrollReset
            data-testid="filter-clear"
          >
            Clear all
          </Link>
        </div>
      ) : null}
      {filters.map((filter) => {
        const locked = lockedKeys.includes(filter.key.name) || filter.key.is_disabled === true;
        return (
          <fieldset key={filter.key.name} data-testid="filter-group" data-filter-key={filter.key.name}>
            <legend>{filter.key.display}</legend>
            {filter.key.kind === 'range' ? (
              <RangeFilter filter={filter} disabled={locked} />
            ) : (
              <div className="filters__values">
                {filter.values.map((value) => {
                  if (!value.value) return null;
                  const label = (
                    <>
                      <span className="filters__box" aria-hidden="true">
                        {value.is_selected ? '☑' : '☐'}
                      </span>
                      <span>{value.display}</span>
                      {value.count !== undefined ? (
                        <span className="filters__count">{value.count}</span>
                      ) : null}
                    </>
                  );
                  return locked ? (
                    <span
                      key={value.value}
                      className="filters__option"
                      aria-disabled="true"
                      data-testid="filter-option"
                      data-filter-key={filter.key.name}
                      data-filter-value={value.value}
                    >
                      {label}
                    </span>
                  ) : (
                    <Link
                      key={value.value}
                      className="filters__option"
                      role="checkbox"
                      aria-checked={value.is_selected}
                      to={href(pathname, toggleFilterValue(query, filter.key.name, value.value))}
                      preventScrollReset
                      data-testid="filter-option"
                      data-filter-key={filter.key.name}
                      data-filter-value={value.value}
                    >
                      {label}
                    </Link>
                  );
                })}
              </div>
            )}
          </fieldset>
        );
      })}
    </aside>
  );
}

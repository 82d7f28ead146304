import {
  clearFilters,
  Drawer,
  DrawerButton,
  type DrawerControl,
  rangeValue,
  setFilterValues,
  toggleFilterValue,
  useText,
} from '@vitrine/kit';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { FilterData, FilterValueData } from './listing-types';

function href(pathname: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Values the shopper chose, not counting what the page itself fixes; a narrowed price range is one. */
export function chosenFilterCount(filters: FilterData[], lockedKeys: string[]): number {
  return filters
    .filter((filter) => !lockedKeys.includes(filter.key.name))
    .reduce((count, filter) => count + filter.values.filter((value) => value.is_selected).length, 0);
}

/** A change to the listing's query: pushed at once from the side panel, held for 'Apply' in the drawer. */
type Choose = (query: URLSearchParams) => void;

function RangeFilter({
  filter,
  disabled,
  query,
  choose,
  holding,
}: {
  filter: FilterData;
  disabled: boolean;
  query: URLSearchParams;
  choose: Choose;
  /** In the drawer every edit is held at once, as 'Apply' there takes the range too. */
  holding: boolean;
}) {
  const id = useId();
  const value: FilterValueData | undefined = filter.values[0];
  if (!value || value.min === undefined || value.max === undefined) return null;
  const chooseFrom = (form: HTMLFormElement) => {
    const entries = new FormData(form);
    const min = Number(entries.get('min'));
    const max = Number(entries.get('max'));
    if (!Number.isFinite(min) || !Number.isFinite(max) || min > max) return;
    choose(setFilterValues(query, filter.key.name, [rangeValue(value.query_format, min, max)]));
  };
  return (
    <form
      className="filters__range"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        chooseFrom(event.currentTarget);
      }}
      onChange={holding ? (event) => chooseFrom(event.currentTarget) : undefined}
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

/** The button that opens the filter drawer on phones, with the number of filters chosen. */
export function FilterButton({ drawer, count }: { drawer: DrawerControl; count: number }) {
  const t = useText();
  return (
    <DrawerButton
      drawer={drawer}
      className="button button--ghost listing__filter"
      data-testid="filter-button"
    >
      {count > 0 ? `${t('listing.filter')} (${count})` : t('listing.filter')}
    </DrawerButton>
  );
}

/**
 * The API's filters as links that toggle one value each (push to history, page_no back to 1). A filter fixed by
 * the page (a brand page's own brand) is shown but cannot be changed. On phones the same panel is a drawer, where
 * choices wait for 'Apply' (one navigation for several filters) and 'Clear' drops them all.
 */
export function FilterPanel({
  filters,
  lockedKeys,
  drawer,
}: {
  filters: FilterData[];
  lockedKeys: string[];
  drawer: DrawerControl;
}) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const applied = new URLSearchParams(search);
  const [held, setHeld] = useState<URLSearchParams | null>(null);
  // Each opening of the drawer starts from the filters the page shows.
  useEffect(() => {
    if (!drawer.open) setHeld(null);
  }, [drawer.open]);
  const query = drawer.open && held ? held : applied;
  const choose: Choose = (next) => (drawer.open ? setHeld(next) : navigate(href(pathname, next)));
  const isChosen = (filter: FilterData, value: FilterValueData) =>
    held && drawer.open ? query.getAll(filter.key.name).includes(value.value ?? '') : value.is_selected;

  const selected = filters.flatMap((filter) =>
    lockedKeys.includes(filter.key.name) || filter.key.kind === 'range'
      ? []
      : filter.values.filter((v) => v.is_selected && v.value).map((v) => ({ filter, value: v })),
  );
  const actions = (
    <>
      <Link
        className="button button--ghost"
        to={href(pathname, clearFilters(applied, lockedKeys))}
        data-testid="filter-drawer-clear"
      >
        Clear
      </Link>
      <button
        type="button"
        className="button button--primary"
        data-testid="filter-apply"
        commandfor={drawer.id}
        command="close"
        onClick={() => {
          if (held && held.toString() !== applied.toString()) navigate(href(pathname, held));
          drawer.close();
        }}
      >
        Apply
      </button>
    </>
  );
  return (
    <Drawer
      drawer={drawer}
      title="Filters"
      side="end"
      className="filters"
      actions={actions}
      data-testid="filters"
    >
      {selected.length > 0 ? (
        <div className="filters__selected">
          {selected.map(({ filter, value }) => (
            <Link
              key={`${filter.key.name}:${value.value}`}
              className="filter-chip"
              to={href(pathname, toggleFilterValue(applied, filter.key.name, value.value as string))}
              preventScrollReset
              data-testid="filter-chip"
            >
              {value.display} <span aria-hidden="true">×</span>
              <span className="visually-hidden">Remove filter</span>
            </Link>
          ))}
          <Link
            to={href(pathname, clearFilters(applied, lockedKeys))}
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
              <RangeFilter
                filter={filter}
                disabled={locked}
                query={query}
                choose={choose}
                holding={drawer.open}
              />
            ) : (
              <div className="filters__values">
                {filter.values.map((value) => {
                  if (!value.value) return null;
                  const chosen = isChosen(filter, value);
                  const label = (
                    <>
                      <span className="filters__box" aria-hidden="true">
                        {chosen ? '☑' : '☐'}
                      </span>
                      <span>{value.display}</span>
                      {value.count !== undefined ? (
                        <span className="filters__count">{value.count}</span>
                      ) : null}
                    </>
                  );
                  const next = toggleFilterValue(query, filter.key.name, value.value);
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
                      aria-checked={chosen}
                      to={href(pathname, next)}
                      preventScrollReset
                      onClick={(event) => {
                        if (!drawer.open) return;
                        event.preventDefault();
                        setHeld(next);
                      }}
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
    </Drawer>
  );
}

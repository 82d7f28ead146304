import { Drawer, DrawerButton, useDrawer, useText, withSort } from '@vitrine/kit';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SortOptionData } from './listing-types';

const optionName = (option: SortOptionData) => option.display ?? option.name ?? option.value;

/**
 * The API's sort options; choosing one pushes the query with page_no back to 1. A select beside the list on
 * wider screens, a sheet of links on phones (links, so a choice works before hydration too).
 */
export function SortSelect({ options }: { options: SortOptionData[] }) {
  const t = useText();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const sheet = useDrawer();
  const choices = options.filter((o) => o.value);
  if (choices.length === 0) return null;
  const current = choices.find((o) => o.is_selected)?.value ?? '';
  const sortedBy = (value: string) => {
    const query = withSort(new URLSearchParams(search), value).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <>
      <label className="sort">
        <span>{t('listing.sort')} </span>
        <select
          data-testid="sort-select"
          value={current}
          onChange={(event) => navigate(sortedBy(event.target.value), { preventScrollReset: true })}
        >
          {current ? null : <option value="">{t('listing.select')}</option>}
          {choices.map((option) => (
            <option key={option.value} value={option.value}>
              {optionName(option)}
            </option>
          ))}
        </select>
      </label>
      <DrawerButton
        drawer={sheet}
        className="button button--ghost sort-sheet__button"
        data-testid="sort-button"
      >
        Sort
      </DrawerButton>
      <Drawer
        drawer={sheet}
        title="Sort by"
        side="bottom"
        className="sort-sheet"
        closeOnLink
        data-testid="sort-sheet"
      >
        <ul className="sort-sheet__list">
          {choices.map((option) => (
            <li key={option.value}>
              <Link
                className="sort-sheet__option"
                to={sortedBy(option.value as string)}
                preventScrollReset
                aria-current={option.value === current ? 'true' : undefined}
                data-testid="sort-option"
                data-sort={option.value}
              >
                {optionName(option)}
              </Link>
            </li>
          ))}
        </ul>
      </Drawer>
    </>
  );
}

import {
  isSearchableText,
  SEARCH_MAX_LENGTH,
  searchResultsUrl,
  useSearchSuggestions,
  useText,
} from '@vitrine/kit';
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link, useNavigate } from 'react-router';
import { SearchIcon } from './icons';
import { nextActiveIndex, type SearchOption, searchOptions } from './search-options';

/**
 * The header search: a combobox that lists live suggestions (or recent searches while empty). Enter opens
 * the results page; choosing a suggestion opens its page. Without JavaScript the form still submits to
 * /products/?q=.
 */
export function SearchBox({ query }: { query?: string }) {
  const t = useText();
  const [text, setText] = useState(query ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, loading, noResults, recentSearches, rememberSearch } = useSearchSuggestions(text);
  const navigate = useNavigate();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);

  // Text typed before the page hydrated is in the box but not in state; pick it up once.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) {
      setText(typed);
      if (document.activeElement === input.current) setOpen(true);
    }
  }, []);

  // A new search (another results page) replaces the text; the first render already shows it.
  const shownQuery = useRef(query);
  useEffect(() => {
    if (shownQuery.current === query) return;
    shownQuery.current = query;
    setText(query ?? '');
  }, [query]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new suggestions or text reset the highlighted option
  useEffect(() => setActive(-1), [suggestions, text]);

  const searchable = isSearchableText(text);
  const options = searchOptions(text, suggestions, recentSearches);
  const showNoResults = searchable && noResults && !loading;
  const expanded = open && (options.length > 0 || showNoResults);

  const choose = (option: SearchOption) => {
    rememberSearch(option.q);
    setOpen(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = expanded ? options[active] : undefined;
    if (chosen) {
      choose(chosen);
      navigate(chosen.url);
      return;
    }
    if (!searchable) return;
    rememberSearch(text.trim());
    setOpen(false);
    navigate(searchResultsUrl(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => nextActiveIndex(current, step, options.length));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for the browsers we support
    <form className="search" role="search" action="/products/" method="get" onSubmit={submit} onBlur={onBlur}>
      <label className="visually-hidden" htmlFor={`${listId}-input`}>
        Search products
      </label>
      <input
        id={`${listId}-input`}
        ref={input}
        className="search__input"
        type="search"
        name="q"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        data-testid="search-input"
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <button className="search__submit" type="submit" aria-label={t('header.search')}>
        <SearchIcon />
      </button>
      {/* Pressing an option keeps focus in the input, so the list does not close before the click lands. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only cancels the focus change of a mouse press */}
      <div className="search__panel" hidden={!expanded} onMouseDown={(event) => event.preventDefault()}>
        <div
          id={listId}
          className="search__suggestions"
          role="listbox"
          aria-label={options[0]?.recent ? 'Recent searches' : 'Suggestions'}
          aria-busy={loading}
        >
          {expanded
            ? options.map((option, index) => (
                <Link
                  key={option.url}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={`search__option${index === active ? ' search__option--active' : ''}`}
                  to={option.url}
                  data-testid={option.recent ? 'search-recent' : 'search-suggestion'}
                  onClick={() => choose(option)}
                >
                  {option.display}
                </Link>
              ))
            : null}
        </div>
        {expanded && showNoResults ? <p className="search__empty">{t('search.noResults')}</p> : null}
      </div>
    </form>
  );
}

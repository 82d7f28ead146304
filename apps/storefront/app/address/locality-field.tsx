import { useBrowserSdk, useText } from '@vitrine/kit';
import { useEffect, useMemo, useState } from 'react';
import { type FormField, LOCALITY_SEARCH_DEBOUNCE_MS } from './address-rules';
import { debounce } from './debounce';

/** Spec §9: localities come 1000 to a page. */
const LOCALITY_PAGE_SIZE = 1000;

/** The locality query of a list field, with `{{slug}}` placeholders filled from the form's other fields. */
function localityQuery(field: FormField, values: Record<string, string>, countryIso: string) {
  const declared = field.values?.get_all?.params?.query ?? {};
  const query: Record<string, string> = { country: countryIso };
  for (const [name, template] of Object.entries(declared)) {
    if (typeof template !== 'string') continue;
    const value = template.replace(/\{\{([a-z_]+)\}\}/g, (_, slug: string) => values[slug] ?? '').trim();
    if (value) query[name] = value;
  }
  return query;
}

interface LocalityFieldProps {
  id: string;
  name: string;
  field: FormField;
  value: string;
  values: Record<string, string>;
  countryIso: string;
  onChange: (value: string) => void;
}

/** A list field: a text box that searches the country's localities as the shopper types ('Select {field}'). */
export function LocalityField({ field, value, values, countryIso, onChange, ...input }: LocalityFieldProps) {
  const getSdk = useBrowserSdk();
  const t = useText();
  const [options, setOptions] = useState<string[]>([]);
  const query = localityQuery(field, values, countryIso);
  const queryKey = JSON.stringify(query);
  const search = useMemo(
    () =>
      debounce(async (q: string) => {
        try {
          const sdk = await getSdk();
          const answer = await sdk.logistic.getLocalities({
            localityType: field.slug as 'state',
            ...JSON.parse(queryKey),
            q: q.trim() || undefined,
            pageSize: LOCALITY_PAGE_SIZE,
          });
          setOptions(
            (answer.items ?? []).map((item) => item.display_name ?? item.name ?? '').filter(Boolean),
          );
        } catch {
          setOptions([]);
        }
      }, LOCALITY_SEARCH_DEBOUNCE_MS),
    [getSdk, field.slug, queryKey],
  );
  useEffect(() => () => search.cancel(), [search]);
  const listId = `${input.id}-options`;
  return (
    <>
      <input
        {...input}
        type="text"
        list={listId}
        autoComplete="off"
        placeholder={t('address.select', { field: field.display_name })}
        value={value}
        onFocus={() => search(value)}
        onChange={(event) => {
          onChange(event.target.value);
          search(event.target.value);
        }}
      />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
    </>
  );
}

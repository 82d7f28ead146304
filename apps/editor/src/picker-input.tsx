import { useEffect, useState } from 'react';
import { type Choice, editorApi } from './api';

/** How long typing pauses before the picker asks for matching choices. */
const ASK_AFTER_MS = 200;

/**
 * A product, category, brand or collection setting: the slug, typed or picked from the shop's own items, which
 * narrow as the merchant types.
 */
export function PickerInput({
  id,
  kind,
  shown,
  change,
}: {
  id: string;
  kind: string;
  shown: string;
  change: (raw: string) => void;
}) {
  const [choices, setChoices] = useState<Choice[]>([]);
  const [asked, setAsked] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (asked === undefined) return;
    let current = true;
    const timer = setTimeout(() => {
      editorApi
        .choices(kind, asked)
        .then((items) => current && setChoices(items))
        .catch(() => current && setChoices([]));
    }, ASK_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [kind, asked]);
  return (
    <>
      <input
        id={id}
        type="text"
        list={`${id}-choices`}
        value={shown}
        placeholder={`${kind} slug`}
        autoComplete="off"
        onFocus={() => setAsked(shown)}
        onChange={(e) => {
          change(e.target.value);
          setAsked(e.target.value);
        }}
      />
      <datalist id={`${id}-choices`} data-testid={`${kind}-choices`}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.text}
          </option>
        ))}
      </datalist>
    </>
  );
}

import { useText } from '@vitrine/kit';
import type { ReactNode } from 'react';
import { Form } from 'react-router';

export interface SettingChoice {
  value: string;
  label: ReactNode;
}

/** A settings page's one question: its options as radios, the current one checked, and a Save button. */
export function SettingChoices(props: {
  title: string;
  intro: string;
  name: string;
  choices: SettingChoice[];
  chosen: string;
  error?: string;
}) {
  const t = useText();
  return (
    <section>
      <h2>{props.title}</h2>
      <p>{props.intro}</p>
      <Form method="post">
        <fieldset className="settings__choices">
          {props.choices.map((choice) => (
            <label key={choice.value}>
              <input
                type="radio"
                name={props.name}
                value={choice.value}
                defaultChecked={choice.value === props.chosen}
              />{' '}
              {choice.label}
            </label>
          ))}
        </fieldset>
        {props.error ? <p role="alert">{props.error}</p> : null}
        <button className="button" type="submit">
          {t('settings.save')}
        </button>
      </Form>
    </section>
  );
}

import type { FormInput } from '@vitrine/contract';
import { useText } from '@vitrine/kit';
import { LEAD_EN_IN } from '@vitrine/kit/lead-texts';

const INPUT_TYPES: Partial<Record<FormInput['type'], string>> = {
  text: 'text',
  email: 'email',
  mobile: 'tel',
  number: 'number',
  date: 'date',
};

/** One field of a custom form, in the control its type calls for; checks stay on the server. */
export function FormField({
  input,
  value,
  error,
}: {
  input: FormInput;
  value: string | string[] | undefined;
  error: string | undefined;
}) {
  const options = (input.enum ?? []).map((option) => ({
    value: option.key || option.display,
    label: option.display,
  }));
  const chosen = [value ?? []].flat();
  const t = useText(LEAD_EN_IN);
  const label = `${input.display}${input.required ? ' *' : ''}`;
  const hint = input.description ? <span className="lead-form__hint">{input.description}</span> : null;
  const problem = error ? (
    <span className="lead-form__field-error" role="alert" data-testid={`error-${input.key}`}>
      {error}
    </span>
  ) : null;
  if (input.type === 'radio' || input.type === 'checkbox') {
    return (
      <fieldset>
        <legend>{label}</legend>
        {hint}
        {(options.length ? options : [{ value: 'true', label: input.display }]).map((option) => (
          <label key={option.value} className="lead-form__choice">
            <input
              type={input.type}
              name={input.key}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
            />
            {option.label}
          </label>
        ))}
        {problem}
      </fieldset>
    );
  }
  const id = `field-${input.key}`;
  const control =
    input.type === 'textarea' ? (
      <textarea
        id={id}
        name={input.key}
        placeholder={input.placeholder}
        maxLength={2000}
        defaultValue={chosen[0]}
      />
    ) : input.type === 'dropdown' ? (
      <select id={id} name={input.key} defaultValue={chosen[0] ?? ''}>
        <option value="">{t('form.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ) : input.type === 'file' ? (
      <input
        id={id}
        type="file"
        name={input.key}
        accept="image/png,image/jpeg,image/gif,image/webp,application/pdf"
      />
    ) : (
      <input
        id={id}
        type={INPUT_TYPES[input.type] ?? 'text'}
        name={input.key}
        placeholder={input.placeholder}
        defaultValue={chosen[0]}
        step={input.type === 'number' ? 'any' : undefined}
      />
    );
  return (
    <div className="auth-form__field">
      <label htmlFor={id}>{label}</label>
      {hint}
      {control}
      {problem}
    </div>
  );
}

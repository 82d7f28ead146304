import { useText } from '@vitrine/kit';
import type { ReactNode } from 'react';
import type { FormField } from './address-rules';
import { LocalityField } from './locality-field';

export const fieldId = (slug: string) => `address-${slug}`;

export function Label({ field }: { field: Pick<FormField, 'display_name' | 'required'> }) {
  const t = useText();
  return (
    <span className="address-form__label">
      {field.display_name}
      {field.required ? (
        <span className="address-form__star" aria-hidden="true">
          *
        </span>
      ) : (
        <span className="address-form__optional"> {t('address.optional')}</span>
      )}
    </span>
  );
}

export function FieldError({ slug, message }: { slug: string; message: string | undefined }) {
  return message ? (
    <span className="address-form__error" id={`${fieldId(slug)}-error`} role="alert">
      {message}
    </span>
  ) : null;
}

interface AddressFieldProps {
  field: FormField;
  value: string;
  values: Record<string, string>;
  countryIso: string;
  phoneCode: string;
  error: string | undefined;
  onChange: (value: string) => void;
  invalid: Record<string, unknown>;
}

/** One dynamic field of the country's form, drawn by its input kind. */
export function AddressField({
  field,
  value,
  values,
  countryIso,
  phoneCode,
  error,
  onChange,
  invalid,
}: AddressFieldProps) {
  const id = fieldId(field.slug);
  const common = { id, name: field.slug, ...invalid };
  let control: ReactNode;
  if (field.input === 'list') {
    control = (
      <LocalityField
        field={field}
        value={value}
        values={values}
        countryIso={countryIso}
        onChange={onChange}
        {...common}
      />
    );
  } else if (field.input === 'mobile') {
    control = (
      <span className="address-form__phone">
        <span className="address-form__code">{phoneCode}</span>
        <input type="hidden" name="country_phone_code" value={phoneCode} />
        <input
          {...common}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
    );
  } else if (field.input === 'checkbox') {
    control = (
      <input
        {...common}
        type="checkbox"
        value="true"
        checked={value === 'true'}
        onChange={(event) => onChange(event.target.checked ? 'true' : '')}
      />
    );
  } else if (field.input === 'radio') {
    const options = (field as { options?: string[] }).options ?? [];
    control = (
      <span className="address-form__radios" id={id}>
        {options.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={field.slug}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {option}
          </label>
        ))}
      </span>
    );
  } else {
    control = (
      <input
        {...common}
        type="text"
        inputMode={field.slug === 'pincode' ? 'numeric' : undefined}
        maxLength={500}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <div className="address-form__field" data-testid={`address-field-${field.slug}`}>
      <label htmlFor={id}>
        <Label field={field} />
      </label>
      {control}
      <FieldError slug={field.slug} message={error} />
    </div>
  );
}

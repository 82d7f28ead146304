/** What the address rules read of a country's form field (logistics getCountry, `fields.address[]`). */
export interface AddressFormField {
  slug: string;
  display_name: string;
  required: boolean;
  validation?: {
    regex?: { value?: string; length?: { min?: number | null; max?: number | null } };
  } | null;
  error_text?: string | null;
}

/** The form's pincode field is the address's `area_code`; every other slug names its own Address field. */
export const addressKey = (slug: string) => (slug === 'pincode' ? 'area_code' : slug);

/**
 * The problem with one trimmed value of an address form field, in the spec's words (§5), or undefined when it
 * passes. The storefront shows it under the field; the platform answers it with a 400.
 */
export function addressFieldError(field: AddressFormField, raw: string): string | undefined {
  const value = raw.trim();
  const label = field.display_name.toLowerCase();
  if (!value) return field.required ? `${label} is required.` : undefined;
  const regex = field.validation?.regex;
  const max = regex?.length?.max;
  if (max && value.length > max && field.slug !== 'phone') {
    return `Maximum length exceeded for ${label}. Max length is ${max}.`;
  }
  if (regex?.value && !new RegExp(regex.value).test(value)) {
    if (field.slug === 'pincode') return 'Invalid pincode .';
    if (field.slug === 'phone') return 'Invalid Phone Number';
    return field.error_text ?? `Invalid ${label}`;
  }
  return undefined;
}

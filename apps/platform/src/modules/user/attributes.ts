import type { UserAttributeValues } from '../../db/schema';
import { badRequest } from '../../http/errors';

const MAX_ATTRIBUTES = 50;
const MAX_VALUE_CHARS = 1000;
const NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

const ATTRIBUTES_REFUSED = 'attributes must be an object of names to text, numbers, true/false or null';
const NAME_REFUSED = 'attribute names are 1 to 64 letters, digits, - or _, starting with a letter or digit';
const VALUE_TOO_LONG = `attribute values are at most ${MAX_VALUE_CHARS} characters`;
const TOO_MANY = `at most ${MAX_ATTRIBUTES} attributes per shopper`;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The shopper's attributes after a PATCH: each name sent is set, or removed when sent as null; names not sent
 * stay. Values are kept flat and short, so a shopper cannot store documents or grow the row without bound.
 */
export function patchedAttributes(current: UserAttributeValues, patch: unknown): UserAttributeValues {
  if (!isPlainObject(patch)) throw badRequest(ATTRIBUTES_REFUSED);
  const next: UserAttributeValues = { ...current };
  for (const [name, value] of Object.entries(patch)) {
    if (!NAME.test(name)) throw badRequest(NAME_REFUSED);
    if (value === null) {
      delete next[name];
    } else if (typeof value === 'string') {
      if ([...value].length > MAX_VALUE_CHARS) throw badRequest(VALUE_TOO_LONG);
      next[name] = value;
    } else if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') {
      next[name] = value;
    } else {
      throw badRequest(`${name}: ${ATTRIBUTES_REFUSED}`);
    }
  }
  if (Object.keys(next).length > MAX_ATTRIBUTES) throw badRequest(TOO_MANY);
  return next;
}

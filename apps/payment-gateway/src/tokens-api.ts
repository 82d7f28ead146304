import type { Route } from './api';
import { invalidInput, notFound } from './api-error';
import { readJson } from './http';
import type { Merchant } from './merchants';
import { parseNotes } from './order-request';
import type { NewCustomer, Vault } from './tokens';

const ALLOWED_FIELDS = new Set(['name', 'email', 'contact', 'fail_existing', 'gstin', 'notes']);
const MAX_NAME_LENGTH = 50;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function optionalText(body: Record<string, unknown>, field: string, pattern: RegExp, rule: string) {
  const value = body[field];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !pattern.test(value)) throw invalidInput(`The ${field} ${rule}`, field);
  return value;
}

/** The fields of a `POST /v1/customers` body; all optional, as a shop may know no more than its own user id. */
function parseCustomerRequest(body: unknown): NewCustomer {
  if (!isPlainObject(body)) throw invalidInput('The request body must be a JSON object');
  const unknown = Object.keys(body).filter((key) => !ALLOWED_FIELDS.has(key));
  if (unknown.length > 0)
    throw invalidInput(`${unknown.join(', ')} is/are not required and should not be sent`);
  return {
    name: optionalText(body, 'name', new RegExp(`^.{3,${MAX_NAME_LENGTH}}$`), 'must be 3 to 50 characters'),
    email: optionalText(body, 'email', /^[^\s@]{1,64}@[^\s@]{1,190}$/, 'must be a valid email address'),
    contact: optionalText(body, 'contact', /^\+?\d{8,15}$/, 'must be a phone number of 8 to 15 digits'),
    notes: parseNotes(body.notes),
  };
}

/** Razorpay-style customers and their saved cards (tokens): `/v1/customers`, `.../tokens`, `.../tokens/{id}`. */
export function tokenRoutes(vault: Vault): Route[] {
  const customerOf = (merchant: Merchant, id: string) => {
    const customer = vault.findCustomer(merchant.keyId, id);
    if (!customer) throw notFound();
    return customer;
  };
  return [
    {
      method: 'POST',
      path: /^\/v1\/customers$/,
      answer: async (merchant, _id, req) =>
        vault.createCustomer(merchant.keyId, parseCustomerRequest(await readJson(req))),
    },
    { method: 'GET', path: /^\/v1\/customers\/([^/]+)$/, answer: customerOf },
    {
      method: 'GET',
      path: /^\/v1\/customers\/([^/]+)\/tokens$/,
      answer: (merchant, id) => {
        const items = vault.tokensOf(merchant.keyId, customerOf(merchant, id).id);
        return { entity: 'collection', count: items.length, items };
      },
    },
    {
      method: 'DELETE',
      // One capture for both ids: a route hands its answer the first group only.
      path: /^\/v1\/customers\/([^/]+\/tokens\/[^/]+)$/,
      answer: (merchant, ids) => {
        const [customerId, tokenId] = ids.split('/tokens/');
        customerOf(merchant, customerId);
        if (!vault.deleteToken(merchant.keyId, customerId, tokenId)) throw notFound();
        return { deleted: true };
      },
    },
  ];
}

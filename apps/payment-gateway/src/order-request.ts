import { invalidInput } from './api-error';
import type { NewOrder } from './ledger';

const ALLOWED_FIELDS = new Set(['amount', 'currency', 'receipt', 'notes', 'customer_id']);
const MIN_AMOUNT_PAISE = 100;
const MAX_RECEIPT_LENGTH = 40;
const MAX_NOTES = 15;
const MAX_NOTE_LENGTH = 256;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseNotes(notes: unknown): Record<string, string> {
  if (notes === undefined) return {};
  if (!isPlainObject(notes)) throw invalidInput('The notes must be an object of key-value pairs', 'notes');
  const entries = Object.entries(notes);
  if (entries.length > MAX_NOTES) throw invalidInput(`The notes may have at most ${MAX_NOTES} keys`, 'notes');
  for (const [key, value] of entries) {
    if (typeof value !== 'string') throw invalidInput(`The notes value for ${key} must be a string`, 'notes');
    if (value.length > MAX_NOTE_LENGTH) {
      throw invalidInput(
        `The notes value for ${key} may not be greater than ${MAX_NOTE_LENGTH} characters`,
        'notes',
      );
    }
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

/** The fields of a `POST /v1/orders` body, checked as strictly as the real API does (and a little more). */
export function parseOrderRequest(body: unknown): NewOrder {
  if (!isPlainObject(body)) throw invalidInput('The request body must be a JSON object');
  const unknown = Object.keys(body).filter((key) => !ALLOWED_FIELDS.has(key));
  if (unknown.length > 0)
    throw invalidInput(`${unknown.join(', ')} is/are not required and should not be sent`);

  const { amount, currency, receipt } = body;
  if (amount === undefined) throw invalidInput('The amount field is required.', 'amount');
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) {
    throw invalidInput('The amount must be an integer number of paise.', 'amount');
  }
  if (amount < MIN_AMOUNT_PAISE) throw invalidInput('The amount must be at least INR 1.00', 'amount');
  if (currency === undefined) throw invalidInput('The currency field is required.', 'currency');
  if (currency !== 'INR')
    throw invalidInput('Currency is not supported; this sandbox takes INR only', 'currency');
  if (receipt !== undefined && typeof receipt !== 'string') {
    throw invalidInput('The receipt must be a string.', 'receipt');
  }
  if (typeof receipt === 'string' && receipt.length > MAX_RECEIPT_LENGTH) {
    throw invalidInput(`The receipt may not be greater than ${MAX_RECEIPT_LENGTH} characters.`, 'receipt');
  }
  const customerId = body.customer_id;
  if (
    customerId !== undefined &&
    (typeof customerId !== 'string' || !/^cust_[0-9A-Za-z]{14}$/.test(customerId))
  ) {
    throw invalidInput(
      'The customer_id must be the id of a customer, such as cust_EKwxwAgItmmXdp',
      'customer_id',
    );
  }
  return {
    amount,
    currency,
    receipt: receipt ?? null,
    notes: parseNotes(body.notes),
    ...(customerId === undefined ? {} : { customer_id: customerId }),
  };
}

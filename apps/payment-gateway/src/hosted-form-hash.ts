import { createHash } from 'node:crypto';

// The Payumoney-style hashes: SHA-512 over the fields in a fixed order, joined with '|', salted at one end.

const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');

/** The five merchant-defined fields a form may carry, signed with the rest. */
export const UDF_NAMES = ['udf1', 'udf2', 'udf3', 'udf4', 'udf5'] as const;

/** The form's hash: key|txnid|amount|productinfo|firstname|email|udf1..udf5||||||salt. */
export function requestHash(fields: Record<string, string | undefined>, salt: string): string {
  const signed = ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', ...UDF_NAMES];
  return sha512([...signed.map((name) => fields[name] ?? ''), '', '', '', '', '', salt].join('|'));
}

/** The answer's hash, the other way round: salt|status||||||udf5..udf1|email|firstname|productinfo|amount|txnid|key. */
export function responseHash(fields: Record<string, string | undefined>, salt: string): string {
  const signed = [
    ...UDF_NAMES.toReversed(),
    'email',
    'firstname',
    'productinfo',
    'amount',
    'txnid',
    'key',
  ].map((name) => fields[name] ?? '');
  return sha512([salt, fields.status ?? '', '', '', '', '', '', ...signed].join('|'));
}

/** A status-API call's hash: key|command|var1|salt. */
export const commandHash = (key: string, command: string, var1: string, salt: string) =>
  sha512([key, command, var1, salt].join('|'));

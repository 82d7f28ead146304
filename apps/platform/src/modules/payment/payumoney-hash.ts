import { createHash } from 'node:crypto';

// The Payumoney-style hashes: SHA-512 over fields in a fixed order, joined with '|', salted at one end.

const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');
const UDF_NAMES = ['udf1', 'udf2', 'udf3', 'udf4', 'udf5'];

/** The form's hash: key|txnid|amount|productinfo|firstname|email|udf1..udf5||||||salt. */
export function formHash(fields: Record<string, string>, salt: string): string {
  const signed = ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', ...UDF_NAMES];
  return sha512([...signed.map((name) => fields[name] ?? ''), '', '', '', '', '', salt].join('|'));
}

/** A status-API call's hash: key|command|var1|salt. */
export const commandHash = (key: string, command: string, var1: string, salt: string) =>
  sha512([key, command, var1, salt].join('|'));

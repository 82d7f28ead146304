/**
 * A response body already serialised as JSON, typed as the value it holds: handlers that assemble a response from
 * cached JSON fragments return it, and the route sends it as it is instead of serialising again. The body may be
 * the UTF-8 bytes themselves, which go to the socket without being converted.
 */
export class JsonText<T = unknown> {
  /**
   * `fingerprint`, when given, stands for the body in the ETag: something cheaper to hash that changes whenever
   * the body does (e.g. the hashes of the cached fragments it was built from). `value`, when given, is the body
   * parsed, frozen (frozenJson): a caller in this process takes it instead of the text.
   */
  constructor(
    readonly body: string | Buffer,
    readonly fingerprint?: string | Buffer,
    readonly value?: T,
  ) {}
}

/** A JSON object written from members that are JSON texts already; undefined members are left out. */
export function jsonObject(members: Record<string, string | undefined>): string {
  const parts: string[] = [];
  for (const [name, text] of Object.entries(members)) {
    if (text !== undefined) parts.push(`${JSON.stringify(name)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}

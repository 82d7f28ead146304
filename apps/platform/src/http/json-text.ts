/**
 * A response body already serialised as JSON, typed as the value it holds: handlers that assemble a response from
 * cached JSON fragments return it, and the route sends the text as it is instead of serialising again.
 */
export class JsonText<T = unknown> {
  declare readonly value?: T;

  /**
   * `fingerprint`, when given, stands for the text in the ETag: something cheaper to hash that changes whenever
   * the text does (e.g. the hashes of the cached fragments it was built from).
   */
  constructor(
    readonly text: string,
    readonly fingerprint?: string,
  ) {}
}

/** `{"a":…,"b":…}` from already serialised members, in the order given; undefined members are left out. */
export function jsonObject(members: Record<string, string | undefined>): string {
  const parts: string[] = [];
  for (const [name, text] of Object.entries(members)) {
    if (text !== undefined) parts.push(`${JSON.stringify(name)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}

/**
 * A provider's settings from the environment, all of `names` or none (undefined); half a configuration is a
 * start-up error naming what is missing, and each of `urls` must be an http(s) URL.
 */
export function readSettings(
  env: NodeJS.ProcessEnv,
  names: readonly string[],
  urls: readonly string[],
): string[] | undefined {
  const values = names.map((name) => env[name]?.trim() ?? '');
  if (values.every((value) => !value)) return undefined;
  const missing = names.filter((_, index) => !values[index]);
  if (missing.length > 0) throw new Error(`${names[0]} needs ${missing.join(', ')} as well`);
  for (const name of urls) {
    const url = URL.parse(values[names.indexOf(name)]);
    if (!url || !/^https?:$/.test(url.protocol)) throw new Error(`${name} must be an http(s) URL`);
  }
  return values;
}

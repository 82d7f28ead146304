/** The part of `document` that loading scripts needs. */
export interface ScriptHost {
  createElement(tag: 'script'): HTMLScriptElement;
  head: { appendChild(node: HTMLScriptElement): unknown };
}

// One load per address for the page's life: opening the popup again needs no second copy of the script.
const loading = new Map<string, Promise<boolean>>();

function loadOne(url: string, host: ScriptHost): Promise<boolean> {
  const earlier = loading.get(url);
  if (earlier) return earlier;
  const loaded = new Promise<boolean>((resolve) => {
    const script = host.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve(true);
    script.onerror = () => {
      // A failed load may be retried by a later call.
      loading.delete(url);
      script.remove();
      resolve(false);
    };
    host.head.appendChild(script);
  });
  loading.set(url, loaded);
  return loaded;
}

/**
 * Loads the payment providers' scripts (spec §4): settles once every script has loaded or failed, at once when
 * there are none, naming those that failed.
 */
export async function loadScripts(
  urls: readonly string[],
  host: ScriptHost = document,
): Promise<{ failed: string[] }> {
  const loaded = await Promise.all(urls.map((url) => loadOne(url, host)));
  return { failed: urls.filter((_, index) => !loaded[index]) };
}

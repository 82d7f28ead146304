import { describe, expect, it } from 'vitest';
import { loadScripts, type ScriptHost } from './load-scripts';

/** A document whose scripts load or fail when the test says so, as a browser's would. */
function fakeDocument() {
  const added: HTMLScriptElement[] = [];
  const host: ScriptHost = {
    createElement: () => ({ remove: () => {} }) as unknown as HTMLScriptElement,
    head: { appendChild: (script) => added.push(script) },
  };
  const settle = (src: string, outcome: 'load' | 'error') => {
    const script = added.find((each) => each.src === src);
    const listener = outcome === 'load' ? script?.onload : script?.onerror;
    (listener as (() => void) | undefined)?.();
  };
  return { host, added, settle };
}

describe('loadScripts', () => {
  it('settles at once when there are no scripts', async () => {
    const { host, added } = fakeDocument();
    await expect(loadScripts([], host)).resolves.toEqual({ failed: [] });
    expect(added).toEqual([]);
  });

  it('settles only once every script has loaded or failed, naming the failures', async () => {
    const { host, added, settle } = fakeDocument();
    let settled = false;
    const done = loadScripts(['https://a.test/one.js', 'https://b.test/two.js'], host).then((result) => {
      settled = true;
      return result;
    });
    expect(added.map((script) => script.src)).toEqual(['https://a.test/one.js', 'https://b.test/two.js']);
    settle('https://a.test/one.js', 'load');
    await Promise.resolve();
    expect(settled).toBe(false);
    settle('https://b.test/two.js', 'error');
    await expect(done).resolves.toEqual({ failed: ['https://b.test/two.js'] });
  });

  it('adds a loaded script once, and tries a failed one again', async () => {
    const { host, added, settle } = fakeDocument();
    const first = loadScripts(['https://c.test/once.js'], host);
    settle('https://c.test/once.js', 'load');
    await first;
    await expect(loadScripts(['https://c.test/once.js'], host)).resolves.toEqual({ failed: [] });
    expect(added).toHaveLength(1);

    const failing = loadScripts(['https://d.test/flaky.js'], host);
    settle('https://d.test/flaky.js', 'error');
    await expect(failing).resolves.toEqual({ failed: ['https://d.test/flaky.js'] });
    const again = loadScripts(['https://d.test/flaky.js'], host);
    expect(added).toHaveLength(3);
    added[2].onload?.(new Event('load'));
    await expect(again).resolves.toEqual({ failed: [] });
  });
});

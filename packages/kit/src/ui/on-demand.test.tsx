import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { onDemand } from './on-demand';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('a component fetched on demand', () => {
  it('renders like the component itself once its code is here', async () => {
    const Lazy = onDemand(async () => Greeting);
    await Lazy.preload();
    expect(renderToString(<Lazy name="Asha" />)).toBe(renderToString(<Greeting name="Asha" />));
  });

  it('fetches its code once, however often it is preloaded', async () => {
    let fetches = 0;
    const Lazy = onDemand(async () => {
      fetches += 1;
      return Greeting;
    });
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    await Lazy.preload();
    expect(fetches).toBe(1);
  });

  it('tries again after a failed fetch', async () => {
    let attempts = 0;
    const Lazy = onDemand(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(renderToString(<Lazy name="Ravi" />)).toContain('Ravi');
  });
});

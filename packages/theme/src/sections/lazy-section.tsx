import type { SectionComponentProps } from '@vitrine/kit';
import { type ComponentType, lazy, useState } from 'react';

type View<Data> = ComponentType<SectionComponentProps<Data>>;

export type LazySection<Data = unknown> = View<Data> & {
  /** Fetches the section's code; resolves once it can render without suspending. */
  preload: () => Promise<void>;
};

/**
 * A section component whose code is fetched the first time it is needed, so pages without it never load it.
 * Once the code is here it renders directly instead of suspending: a page whose sections were preloaded (client
 * navigation) shows them in the same frame, and hydration finds the same markup the server sent.
 */
export function lazySection<Data>(load: () => Promise<{ default: View<Data> }>): LazySection<Data> {
  let loaded: View<Data> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error) => {
        pending = undefined; // a failed fetch (offline) may be retried on the next render
        throw error;
      },
    );
    return pending;
  };
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded as View<Data> };
  });
  function Section(props: SectionComponentProps<Data>) {
    // Fixed for the life of this element, so a later render never swaps the component (and loses its state).
    const [Component] = useState<View<Data>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return Object.assign(Section, { preload });
}

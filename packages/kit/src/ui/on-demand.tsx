import { type ComponentType, lazy, useState } from 'react';

export type OnDemand<Props> = ComponentType<Props> & {
  /** Fetches the component's code; resolves once it can render without suspending. */
  preload: () => Promise<void>;
};

/**
 * A component whose code is fetched the first time it renders (or is preloaded), so pages that never show it
 * never load it. Once the code is here it renders directly instead of suspending: preloaded components show in
 * the same frame on client navigation, and hydration finds the markup the server sent. While the code is on
 * its way, hydration keeps the server's markup and a navigation (a transition) keeps the previous page.
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>): OnDemand<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
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
    return { default: loaded as ComponentType<Props> };
  });
  function Component(props: Props) {
    // Fixed for the life of this element, so a later render never swaps the component (and loses its state).
    const [Shown] = useState<ComponentType<Props>>(() => loaded ?? (Suspending as ComponentType<Props>));
    return <Shown {...props} />;
  }
  return Object.assign(Component, { preload });
}

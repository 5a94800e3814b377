import { type ComponentType, lazy } from 'react';

/**
 * A page whose code is its own chunk (docs/decisions/116), fetched on first use or earlier with
 * `preload()`. Once the chunk is in, the page renders directly instead of through React.lazy:
 * a component that suspends is revealed only after React's fallback throttle (about 300 ms),
 * which would cost the landing page that much even when its code arrived in time.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined; // a failed download may be retried on the next visit
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per page at module level, never during render
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload });
}

import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

export type PreloadableComponent<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * `React.lazy` that can be loaded ahead of its first render. Once preloaded it renders at once
 * instead of suspending for a tick, so the app's first frame is the page itself, not the page's
 * loading fallback (which would flash over the stickers the early script has already painted).
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<Module<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  function Preloadable(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}

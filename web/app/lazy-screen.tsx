import { lazy, type ComponentType } from 'react';

/** A screen loaded on first use that can also be loaded ahead of it. */
export type LazyScreen = ComponentType & { preload: () => Promise<void> };

/**
 * Like React.lazy, plus `preload`. A prerendered page loads its screen before hydrating: a lazy screen
 * still loading while the page hydrates would be replaced by its fallback as soon as anything above
 * it changed (the settings arriving), and the page would jump.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let Loaded: ComponentType | null = null;
  const Lazy = lazy(load);
  const preload = () =>
    load().then((module) => {
      Loaded = module.default;
    });
  const Screen = () => (Loaded ? <Loaded /> : <Lazy />);
  return Object.assign(Screen, { preload });
}

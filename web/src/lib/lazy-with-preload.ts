import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * React.lazy whose module can be loaded ahead of rendering. Once `preload()` has
 * resolved, the component renders without suspending: React.lazy accepts any
 * thenable, and one that calls back at once resolves the component on the spot.
 *
 * Why: the prerender awaits `preload()` in the route loader, so the page's HTML
 * holds the component inline, not as a hidden segment that an inline script
 * moves into place (which a reader without JavaScript would never see). In the
 * browser the same boundary hydrates when the chunk arrives.
 */
export function lazyWithPreload<Props>(load: () => Promise<{ default: ComponentType<Props> }>): {
  Component: LazyExoticComponent<ComponentType<Props>>;
  preload: () => Promise<unknown>;
} {
  let loaded: { default: ComponentType<Props> } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const Component = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    // A thenable that resolves synchronously (React.lazy only calls `then`): intended.
    // biome-ignore lint/suspicious/noThenProperty: React.lazy resolves a synchronous thenable on the spot
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<
      typeof module
    >;
  });
  return { Component, preload };
}

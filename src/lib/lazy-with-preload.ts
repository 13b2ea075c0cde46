import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PreloadableComponent<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts the download (on hover or focus) so a click finds the code already there. */
  preload: () => void;
}

/** `React.lazy`, plus a way to start loading before the component first renders. */
export function lazyWithPreload<P>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // A failed download is tried again on the next attempt instead of failing forever.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    Component: lazy(start),
    preload: () => void start().catch(() => undefined),
  };
}

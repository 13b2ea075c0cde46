import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

import { firstContentShown } from './first-content';

/**
 * A component whose code downloads once the page's main content is on screen (first-content.ts), showing
 * `placeholder` (same size, inert) until then. Once loaded it renders at once everywhere. If the download
 * fails the placeholder stays and the next mount tries again.
 */
export function afterFirstContent<P extends object>(load: () => Promise<ComponentType<P>>, placeholder: (props: P) => ReactNode): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const start = () => {
    loading ??= firstContentShown.then(load).then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function AfterFirstContent(props: P) {
    const [, setArrived] = useState(false);
    useEffect(() => {
      if (loaded) return undefined;
      let current = true;
      start().then(
        () => {
          if (current) setArrived(true);
        },
        (error: unknown) => console.warn('[app] Could not load part of the page.', error),
      );
      return () => {
        current = false;
      };
    }, []);
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : placeholder(props);
  }
  return AfterFirstContent;
}

import { type ComponentType, lazy } from 'react';
import { ComponentLoadError, PageLoadError } from '#client/components/errors/load-errors';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A lazily loaded page. If its chunk cannot be fetched (a deploy replaced it, the network dropped) the page
 * becomes the 'Failed to Load Page' screen instead of crashing the app.
 */
export function lazyPage<P extends object>(load: Loader<P>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      console.error('A page failed to load', error);
      return { default: PageLoadError as ComponentType<P> };
    }),
  );
}

/** The same for a component inside a page (a menu, a dialog): only that part shows the failure. */
export function lazyComponent<P extends object>(load: Loader<P>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      console.error('A component failed to load', error);
      return { default: ComponentLoadError as ComponentType<P> };
    }),
  );
}

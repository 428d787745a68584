import { type ComponentType, lazy, type ReactElement } from 'react';
import { ComponentLoadError, PageLoadError } from '#client/components/errors/load-errors';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** A lazily loaded page that can be loaded ahead of its first render. */
export type LazyPage<P extends object> = ((props: P) => ReactElement) & {
  /** Loads the page's chunk; once it resolves, the page renders at once instead of suspending. */
  preload(): Promise<void>;
};

/**
 * A lazily loaded page. If its chunk cannot be fetched (a deploy replaced it, the network dropped) the page
 * becomes the 'Failed to Load Page' screen instead of crashing the app.
 *
 * The server preloads the page of the requested path before rendering, so that its HTML holds the page
 * (docs/decisions/165); the browser starts loading it before hydrating, and hydrates the page when it is here.
 */
export function lazyPage<P extends object>(load: Loader<P>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        console.error('A page failed to load', error);
        loading = null;
        return { default: PageLoadError as ComponentType<P> };
      },
    );
    return loading;
  };
  const Lazy = lazy(loadOnce);
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Page.preload = async () => {
    await loadOnce();
  };
  return Page;
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

import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards (and on every
 * render of a page the browser built itself). Anything that depends on the browser (the time, the window, local
 * storage) renders its server form first and changes once this turns true, so hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

const RenderedAtContext = createContext<number | null>(null);

/** The server's render time (ms), given to the client with the page state: "now" while hydrating. */
export function RenderedAtProvider({ renderedAt, children }: { renderedAt: number | null; children: ReactNode }) {
  return <RenderedAtContext.Provider value={renderedAt}>{children}</RenderedAtContext.Provider>;
}

/**
 * "Now" for text such as "Updated 5 minutes ago": the server's render time while the HTML is rendered and
 * hydrated (both sides print the same words), the browser's clock from then on.
 */
export function useRenderNow(): Date {
  const hydrated = useHydrated();
  const renderedAt = useContext(RenderedAtContext);
  return !hydrated && renderedAt !== null ? new Date(renderedAt) : new Date();
}

/**
 * Marks what it wraps as not yet operable (aria-disabled) until React has hydrated it: a click or keystroke on
 * server-rendered HTML before then would be lost. Assistive technology hears "unavailable", and browser
 * automation (Playwright's actionability checks) waits for it rather than for time. The wrapper is display:
 * contents, so the layout does not see it (docs/decisions/165).
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className="contents" aria-disabled={hydrated ? undefined : true}>
      {children}
    </div>
  );
}

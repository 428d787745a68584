import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { changeFilters, type DiscoverFilters, discoverSearchParams, parseDiscoverParams } from './discover-filters';

/**
 * The filters of /discover, read from and written to the address. `replace` keeps typing out of the
 * history (one entry per search, not per key); a chosen category, sort, view or page is a step Back undoes.
 */
export function useDiscoverFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // The string is the identity of the params (the object changes on every render).
  const filters = useMemo(() => parseDiscoverParams(new URLSearchParams(key)), [key]);

  // React Router hands a functional update the params of the last render, so two changes before the next
  // render (a price committed on Enter, then a sort chosen) would let the second undo the first. Each
  // change builds on the last one written; a change of the address from outside (Back) resets it.
  const latest = useRef(key);
  useLayoutEffect(() => {
    latest.current = key;
  }, [key]);

  const update = useCallback(
    (change: Partial<DiscoverFilters>, options: { replace?: boolean } = {}) => {
      const next = discoverSearchParams(changeFilters(parseDiscoverParams(new URLSearchParams(latest.current)), change));
      latest.current = next.toString();
      setParams(next, { replace: options.replace ?? false, preventScrollReset: true });
    },
    [setParams],
  );

  return { filters, update };
}

/** How long typing must pause before the address (and so the results) follows. */
export const TYPING_DELAY_MS = 350;

/**
 * A text field bound to one filter: it shows what is typed at once, and commits it after a pause (or at
 * once with `commitNow`, for Enter and leaving the field). A change of the address from outside (Back, a
 * link, 'Clear filters') replaces the text.
 */
export function useDebouncedField(
  value: string,
  commit: (text: string) => void,
  options: { delay?: number; same?: (typed: string, committed: string) => boolean } = {},
) {
  const { delay = TYPING_DELAY_MS, same = (a: string, b: string) => a === b } = options;
  const sameRef = useRef(same);
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<string | null>(null);
  const commitRef = useRef(commit);
  // The latest callbacks, for the timer and the effect below (written after render, never during it).
  useLayoutEffect(() => {
    sameRef.current = same;
    commitRef.current = commit;
  });

  useEffect(() => {
    if (pending.current !== null) return;
    // What the address made of the typed text ('mug ' became 'mug') is no reason to touch the field.
    setText((typed) => (sameRef.current(typed, value) ? typed : value));
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current === null) return;
    const next = pending.current;
    pending.current = null;
    commitRef.current(next);
  }, []);

  const change = useCallback(
    (next: string) => {
      setText(next);
      pending.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delay);
    },
    [delay, flush],
  );

  return { text, change, commitNow: flush };
}

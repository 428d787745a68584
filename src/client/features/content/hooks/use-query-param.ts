import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long typing must pause before the URL follows (one history update per pause, not per key). */
const URL_SYNC_DELAY_MS = 250;

/**
 * A search text kept in the URL's query string (?q=), so that a search can be shared and survives a
 * reload. The field itself reads local state, so that typing never waits for a navigation; the URL
 * follows after a short pause (replacing the history entry), and a change of the URL from outside
 * (Back, a link to /search?q=...) replaces the text.
 */
export function useUrlSearchText(name = 'q'): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get(name) ?? '';
  const [text, setText] = useState(fromUrl);
  const lastWritten = useRef(fromUrl);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (fromUrl === lastWritten.current) return;
    lastWritten.current = fromUrl;
    clearTimeout(timer.current);
    setText(fromUrl);
  }, [fromUrl]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useCallback(
    (next: string) => {
      setText(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        lastWritten.current = next;
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            if (next) updated.set(name, next);
            else updated.delete(name);
            return updated;
          },
          { replace: true, preventScrollReset: true },
        );
      }, URL_SYNC_DELAY_MS);
    },
    [name, setParams],
  );

  return [text, change];
}

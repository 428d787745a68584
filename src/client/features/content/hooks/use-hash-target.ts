import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element named by the URL's #hash into view once the page has rendered it (pages load lazily,
 * so the router's own scrolling runs before the element exists), and moves focus there so that keyboard
 * and screen-reader users start reading at the right place.
 */
export function useHashTarget(ready = true): string {
  const { hash } = useLocation();
  const id = hash ? decodeURIComponent(hash.slice(1)) : '';
  useEffect(() => {
    if (!id || !ready) return;
    const element = document.getElementById(id);
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
  }, [id, ready]);
  return id;
}

import { useEffect, useState } from 'react';
import { createScrollNavTracker, type ScrollNavView, viewOf } from './scroll-nav';

/** The bottom bar's scroll behaviour (scroll-nav.ts) bound to the window. */
export function useScrollNav(): ScrollNavView {
  const [view, setView] = useState<ScrollNavView>(() =>
    viewOf({ y: typeof window === 'undefined' ? 0 : window.scrollY, scrollingDown: false }),
  );

  useEffect(() => {
    // A scroll restored after the first render fires a scroll event, which brings the view up to date.
    const tracker = createScrollNavTracker({ initialY: window.scrollY, onChange: setView });
    const onScroll = () => tracker.scrolled(window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      tracker.dispose();
    };
  }, []);

  return view;
}

import { type RefObject, useEffect, useState } from 'react';

export interface OverflowCue {
  /** Content hidden to the left (scrolled away). */
  before: boolean;
  /** Content hidden to the right (still to scroll to). */
  after: boolean;
}

/** What of a horizontally scrolling element is out of sight (a 1 px slack absorbs sub-pixel widths). */
export function overflowCueOf(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }): OverflowCue {
  return { before: box.scrollLeft > 1, after: box.scrollLeft + box.clientWidth < box.scrollWidth - 1 };
}

/**
 * Whether a horizontal scroller has more to either side, kept up to date on scroll and resize, so that the page
 * can show a cue (a fade and an arrow) where something is cut off.
 */
export function useOverflowCue(ref: RefObject<HTMLElement | null>): OverflowCue {
  const [cue, setCue] = useState<OverflowCue>({ before: false, after: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () =>
      setCue((previous) => {
        const next = overflowCueOf(element);
        return next.before === previous.before && next.after === previous.after ? previous : next;
      });
    // The observer also reports the first size at once.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    element.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', update);
    };
  }, [ref]);
  return cue;
}

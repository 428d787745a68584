import { useEffect } from 'react';

const SITE = 'Giftwise';

/** Sets document.title for the page shown (screen readers announce it on navigation). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title.startsWith(SITE) ? title : `${title} | ${SITE}`;
  }, [title]);
}

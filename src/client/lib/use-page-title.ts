import { useEffect } from 'react';
import { documentTitle } from '#shared/routes';

/**
 * Sets document.title for the page shown (screen readers announce it on navigation). The server writes the
 * same title into the HTML it sends (src/server/seo/page-head.ts), so both agree.
 */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

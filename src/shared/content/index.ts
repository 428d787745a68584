import { ABOUT } from './about.js';
import { CONTACT } from './contact.js';
import { COOKIE_POLICY } from './cookie-policy.js';
import { EXAMPLES } from './examples.js';
import { HELP } from './help.js';
import { HOW_IT_WORKS } from './how-it-works.js';
import { PRIVACY } from './privacy.js';
import { type AnyContentPage, buildSearchDocuments, type SearchResult, searchDocuments } from './search.js';
import { TERMS } from './terms.js';

export type * from './types.js';
export {    EXAMPLES, HELP, HOW_IT_WORKS,   };

/**
 * Every information page, in the order search results fall back to when scores tie. Pages import their
 * own module directly (one chunk each); only /search needs them all.
 */
export const INFO_PAGES: readonly AnyContentPage[] = [HOW_IT_WORKS, HELP, EXAMPLES, ABOUT, CONTACT, PRIVACY, TERMS, COOKIE_POLICY];

let documents: ReturnType<typeof buildSearchDocuments> | undefined;

/** Search the information pages (the /search page's "Pages and help" results). */
export function searchInformationPages(query: string, limit?: number): SearchResult[] {
  documents ??= buildSearchDocuments(INFO_PAGES);
  return searchDocuments(documents, query, limit);
}

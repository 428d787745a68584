import type { Database } from './db/client.js';
import type { Settings } from './config/settings.js';

/**
 * What routes and services receive: plain dependencies built once by the composition root
 * (main.ts) or by tests (tests/support). Each area adds its own service here.
 */
export interface AppContext {
  settings: Settings;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  /** Injected clock so that tests can move time. */
  now: () => Date;
  /** Set by the email area: where outgoing mail goes. */
  // mail: MailService;
  /** Set by the auth area. */
  // auth: AuthService;
}

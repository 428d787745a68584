import type { Auth } from './auth/auth.js';
import type { Database } from './db/client.js';
import type { AiGateway } from './integrations/ai/types.js';
import type { Settings } from './config/settings.js';
import type { ShiftableClock } from './lib/shiftable-clock.js';
import type { MailTransport } from './integrations/email/transport.js';
import type { PageFetcher } from './integrations/web/page-fetcher.js';
import type { ErrorLogService } from './services/errors/error-log.service.js';
import type { CatalogService } from './services/products/catalog.service.js';
import type { RateLimitStore } from './services/rate-limit/store.js';
import type { SiteSettingsService } from './services/settings/site-settings.js';
import type { NotificationHub } from './services/notifications/notification-hub.js';

/**
 * What routes and services receive: plain dependencies built once by buildAppContext (context.ts),
 * which main.ts and the tests both call. Each area adds its own service here.
 */
export interface AppContext {
  settings: Settings;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  /** Injected clock so that tests can move time. */
  now: () => Date;
  /** The clock behind `now` when TEST_CLOCK is on (browser tests move it), else null. */
  testClock: ShiftableClock | null;
  rateLimitStore: RateLimitStore;
  /** error_logs writer with its retry queue; enabled in production only. */
  errorLog: ErrorLogService;
  siteSettings: SiteSettingsService;
  /** New notifications announced to the open streams (GET /api/notifications/stream), across instances. */
  notificationHub: NotificationHub;
  /** SMTP (SMTP_URL), else Resend (RESEND_API_KEY), else the local stand-in; the outbox worker sends through it. */
  mailTransport: MailTransport;
  /**
   * The one retail catalog: the source (Amazon's Creators API when its settings are present, else the
   * built-in sample catalog) with the sample catalog as fallback, and the best-seller cache filled from them.
   */
  catalog: CatalogService;
  /** AI functions over the configured chat completions endpoint, with usage logging. */
  ai: AiGateway;
  /** Reads pasted wishlist URLs with the private-address guard (src/server/integrations/web/page-fetcher.ts). */
  pageFetcher: PageFetcher;
  /** Better Auth (accounts, sessions), mounted at /api/auth; built last, from the other services. */
  auth: Auth;
}

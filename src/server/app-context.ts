import type { Auth } from './auth/auth.js';
import type { Database } from './db/client.js';
import type { AiGateway } from './integrations/ai/types.js';
import type { RetailSource } from './integrations/retail/types.js';
import type { Settings } from './config/settings.js';
import type { MailTransport } from './integrations/email/transport.js';
import type { ErrorLogService } from './services/errors/error-log.service.js';
import type { RateLimitStore } from './services/rate-limit/store.js';
import type { SiteSettingsService } from './services/settings/site-settings.js';

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
  rateLimitStore: RateLimitStore;
  /** error_logs writer with its retry queue; enabled in production only. */
  errorLog: ErrorLogService;
  siteSettings: SiteSettingsService;
  /** SMTP (SMTP_URL), else Resend (RESEND_API_KEY), else the local stand-in; the outbox worker sends through it. */
  mailTransport: MailTransport;
  /** Amazon's Creators API when its settings are present, else the built-in sample catalog. */
  retailSource: RetailSource;
  /** AI functions over the configured chat completions endpoint, with usage logging. */
  ai: AiGateway;
  /** Better Auth (accounts, sessions), mounted at /api/auth; built last, from the other services. */
  auth: Auth;
}

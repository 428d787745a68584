import { z } from 'zod';

/**
 * The development and browser-test tools' inputs and answers (src/shared/api/platform.ts): the development
 * mailbox (GET /api/dev/mail), the test clock (GET/POST /api/dev/clock, decision 085) and a site setting
 * switched on the running test server (PUT /api/dev/site-settings, decision 176).
 */

/** GET /api/dev/mail?to=: the outbox, optionally for one address. */
export const DevMailListQuery = z.object({ to: z.string().trim().toLowerCase().max(320).optional() });

const DevMailMessage = z.object({
  id: z.string(),
  messageId: z.string(),
  to: z.string(),
  from: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  category: z.string(),
  status: z.string(),
  attempts: z.number(),
  headers: z.record(z.string(), z.string()),
  html: z.string(),
  text: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const DevMailListResponse = z.object({ messages: z.array(DevMailMessage) });

/** Either a moment to jump to, or a duration to move by (never backwards). */
export const MoveClockBody = z.union([
  z.object({ at: z.iso.datetime({ offset: true }) }).strict(),
  z.object({ advanceMs: z.number().int().min(0).max(10 * 366 * 86_400_000) }).strict(),
]);

export const TestClockAnswer = z.object({ now: z.string(), offsetMs: z.number() });

/**
 * Each site setting's type, as `npm run cli -- set-setting` takes them. The server's SITE_SETTING_DEFAULTS has
 * the same keys: test-clock.routes.ts checks it at compile time.
 */
export const SITE_SETTING_KINDS = {
  userRegistration: 'boolean',
  emailVerification: 'boolean',
  aiRecommendations: 'boolean',
  socialFeatures: 'boolean',
  maxLoginAttempts: 'number',
  sessionTimeoutMinutes: 'number',
  twoFactorForAdmins: 'boolean',
  apiRateLimiting: 'boolean',
  blockContextMenu: 'boolean',
} as const;

const SETTING_KEYS = Object.keys(SITE_SETTING_KINDS) as [keyof typeof SITE_SETTING_KINDS, ...(keyof typeof SITE_SETTING_KINDS)[]];

/** A site setting and its new value, of the setting's type. */
export const SiteSettingBody = z
  .object({ key: z.enum(SETTING_KEYS), value: z.union([z.boolean(), z.number().int().min(1)]) })
  .strict()
  .refine((body) => typeof body.value === SITE_SETTING_KINDS[body.key], { message: 'Must be of the setting’s type', path: ['value'] });

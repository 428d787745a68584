import { eq } from 'drizzle-orm';
import {
  DEFAULT_EMAIL_PREFERENCES,
  EmailPreferences,
  type EmailPreferencesInput,
} from '#shared/schemas/email-preferences.js';
import type { Database } from '#server/db/client.js';
import { emailPreferences } from '#server/db/schema/index.js';

/**
 * A person's email preferences (admin-area.md section 3). No row means the defaults of section 9; a
 * stored row is read over the defaults, so a switch added later starts at its default.
 */
export function mergeEmailPreferences(base: EmailPreferences, change: EmailPreferencesInput | unknown): EmailPreferences {
  const c = (change ?? {}) as Partial<Record<keyof EmailPreferences, object | undefined>>;
  const merged = {
    emailNotifications: { ...base.emailNotifications, ...(c.emailNotifications ?? {}) },
    pushNotifications: { ...base.pushNotifications, ...(c.pushNotifications ?? {}) },
    reminderTiming: { ...base.reminderTiming, ...(c.reminderTiming ?? {}) },
  };
  // Unknown keys in stored data are dropped; a value of the wrong type falls back to the base.
  const parsed = EmailPreferences.safeParse(merged);
  return parsed.success ? parsed.data : base;
}

export async function getEmailPreferences(db: Database, userId: string): Promise<EmailPreferences> {
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId)).limit(1);
  if (!row) return structuredClone(DEFAULT_EMAIL_PREFERENCES);
  return mergeEmailPreferences(DEFAULT_EMAIL_PREFERENCES, row);
}

/** Applies a (validated) change over the current preferences and stores the whole result. */
export async function updateEmailPreferences(
  db: Database,
  userId: string,
  change: EmailPreferencesInput,
  now: Date,
): Promise<EmailPreferences> {
  const next = mergeEmailPreferences(await getEmailPreferences(db, userId), change);
  await db
    .insert(emailPreferences)
    .values({ userId, ...next, updatedAt: now })
    .onConflictDoUpdate({ target: emailPreferences.userId, set: { ...next, updatedAt: now } });
  return next;
}

/**
 * 'Remind me before occasions': the lead time new birthday and occasion reminders start with when the person
 * names none (decision 174; admin-area.md 9's default, 7 days, without a saved choice).
 */
export async function defaultReminderDays(db: Database, userId: string): Promise<number> {
  return (await getEmailPreferences(db, userId)).reminderTiming.occasions;
}

import { z } from 'zod';
import { REMINDER_DAY_OPTIONS as CALENDAR_REMINDER_DAYS } from '#shared/calendar/dates.js';

/** admin-area.md section 3, "User email preferences". The days are the calendar's (core-app.md 9), one list. */
export const REMINDER_DAY_OPTIONS: readonly number[] = CALENDAR_REMINDER_DAYS.map((option) => option.days);
const PRICE_DROP_TIMINGS = ['immediate', 'daily', 'weekly'] as const;

export const EmailPreferences = z.object({
  emailNotifications: z.object({
    occasionReminders: z.boolean(),
    giftRecommendations: z.boolean(),
    priceDrops: z.boolean(),
    newsletter: z.boolean(),
    marketing: z.boolean(),
    socialActivity: z.boolean(),
    systemUpdates: z.boolean(),
  }),
  pushNotifications: z.object({
    occasionReminders: z.boolean(),
    giftRecommendations: z.boolean(),
    priceDrops: z.boolean(),
    socialActivity: z.boolean(),
  }),
  reminderTiming: z.object({
    /** Days before an occasion. */
    occasions: z.number().int().min(1).max(365),
    priceDrops: z.enum(PRICE_DROP_TIMINGS),
  }),
});
export type EmailPreferences = z.infer<typeof EmailPreferences>;

type EmailSwitch = keyof EmailPreferences['emailNotifications'];

/**
 * The email switches that have an email behind them today: occasion reminders (the reminder job) and the emails
 * about notification types (decision 162). Price drops, newsletter and marketing wait for the issues that send
 * them: until a kind of email exists, its switch is not shown (issue 17). Their stored values are kept.
 */
export const SENT_EMAIL_SWITCHES = ['occasionReminders', 'giftRecommendations', 'socialActivity', 'systemUpdates'] as const satisfies readonly EmailSwitch[];

/** A change: any subset of the fields, nested. */
export const EmailPreferencesInput = z.strictObject({
  emailNotifications: EmailPreferences.shape.emailNotifications.partial().strict().optional(),
  pushNotifications: EmailPreferences.shape.pushNotifications.partial().strict().optional(),
  reminderTiming: EmailPreferences.shape.reminderTiming.partial().strict().optional(),
});
export type EmailPreferencesInput = z.infer<typeof EmailPreferencesInput>;

/**
 * admin-area.md section 9: occasion reminders 7 days ahead, price drops immediate, newsletter and marketing
 * off. The document shows no default for the other switches; they start on, as notifications a person
 * asked for by using the feature.
 */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  emailNotifications: {
    occasionReminders: true,
    giftRecommendations: true,
    priceDrops: true,
    newsletter: false,
    marketing: false,
    socialActivity: true,
    systemUpdates: true,
  },
  pushNotifications: {
    occasionReminders: true,
    giftRecommendations: true,
    priceDrops: true,
    socialActivity: true,
  },
  reminderTiming: { occasions: 7, priceDrops: 'immediate' },
};

import { z } from 'zod';
import { idField, reminderDaysField } from './calendar-fields.js';

/**
 * Reminders, kept in the database (core-app.md 3 "Reminder", 4, 5, 9; issue 11). Several per occasion. The
 * reminder job emails the person who created it (never the recipient) at 09:00 in their time zone.
 */

export const REMINDER_NOT_FOUND = 'Reminder not found';

export const Reminder = z.object({
  id: z.string(),
  recipientId: z.string().nullable(),
  recipientName: z.string(),
  recipientEmail: z.string().nullable(),
  occasionId: z.string().nullable(),
  occasion: z.string(),
  occasionDate: z.string(),
  /** occasionDate minus reminderDays. */
  reminderDate: z.string(),
  reminderDays: z.number().int(),
  isActive: z.boolean(),
  emailSent: z.boolean(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** Derived in the person's time zone (core-app.md 4). */
  isDue: z.boolean(),
  isOverdue: z.boolean(),
  /** When the email goes out: 09:00 on reminderDate in the person's time zone (ISO instant). */
  sendAt: z.string(),
});
export type Reminder = z.infer<typeof Reminder>;

export const ReminderStats = z.object({
  total: z.number().int(),
  active: z.number().int(),
  sent: z.number().int(),
  upcoming: z.number().int(),
  overdue: z.number().int(),
});
export type ReminderStats = z.infer<typeof ReminderStats>;

/**
 * Whether reminder emails go out (the Email Reminders card's Status, decision 174): 'unsubscribed' when the
 * address opted out through an unsubscribe link (the card offers to turn them back on), 'turned_off' when
 * 'Occasion reminders' is off in the email preferences.
 */
const REMINDER_EMAIL_STATES = ['active', 'unsubscribed', 'turned_off'] as const;
export const ReminderEmailStatus = z.object({
  status: z.enum(REMINDER_EMAIL_STATES),
  /** 'Remind me before occasions': the lead time new reminders start with. */
  defaultReminderDays: z.number().int(),
});
export type ReminderEmailStatus = z.infer<typeof ReminderEmailStatus>;

/** GET /api/reminders: active reminders by send time, the stats, the next one to go out and whether emails go. */
export const ReminderListResponse = z.object({
  reminders: z.array(Reminder),
  stats: ReminderStats,
  nextReminder: Reminder.nullable(),
  email: ReminderEmailStatus,
});
export type ReminderListResponse = z.infer<typeof ReminderListResponse>;

/** POST /api/occasions/:id/reminders: one more reminder for an occasion. */
export const ReminderInput = z.object({ reminderDays: reminderDaysField });
export type ReminderInput = z.input<typeof ReminderInput>;
export const ReminderIdParams = z.object({ id: idField('Must be a reminder id') });
export const ReminderResponse = z.object({ reminder: Reminder });
export type ReminderResponse = z.infer<typeof ReminderResponse>;

/** POST /api/reminders/send-overdue and POST /api/reminders/:id/send: the same path as the job. */
export const SendRemindersResponse = z.object({
  /** Reminders that went out now (an email, a push, or both). */
  sent: z.number().int(),
  /** Already sent, or its email turned off (unsubscribed, or 'Occasion reminders' off) and no push asked for: counted as success, nothing sent. */
  skipped: z.number().int(),
  /** Reported per recipient (core-app.md 8). */
  failed: z.array(z.object({ reminderId: z.string(), recipientName: z.string(), error: z.string() })),
});
export type SendRemindersResponse = z.infer<typeof SendRemindersResponse>;

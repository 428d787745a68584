import { type CalendarDate, daysBetween, isReminderDue, isReminderOverdue, nextOccurrence, reminderSendAt } from '#shared/calendar/dates.js';
import type { CalendarEvent, Occasion } from '#shared/schemas/occasions.js';
import type { Reminder } from '#shared/schemas/reminders.js';
import type { CalendarEventView, OccasionView } from '#server/services/calendar/occasion.service.js';
import type { ReminderRow } from '#server/services/calendar/reminder.service.js';

/** Occasions, calendar events and reminders with the contract's names; due/overdue/days are derived in the person's zone. */

export function presentReminder(row: ReminderRow, today: CalendarDate, timeZone: string): Reminder {
  return {
    id: row.id,
    recipientId: row.recipientId,
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    occasionId: row.occasionId,
    occasion: row.occasion,
    occasionDate: row.occasionDate,
    reminderDate: row.reminderDate,
    reminderDays: row.reminderDays,
    isActive: row.isActive,
    emailSent: row.emailSent,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    isDue: isReminderDue(row, today),
    isOverdue: isReminderOverdue(row, today),
    sendAt: reminderSendAt(row.reminderDate, timeZone).toISOString(),
  };
}

export function presentOccasion(view: OccasionView, today: CalendarDate, timeZone: string): Occasion {
  const { occasion } = view;
  const next = nextOccurrence(occasion, today);
  return {
    id: occasion.id,
    recipient_id: occasion.recipientId,
    recipient_name: view.recipientName,
    title: occasion.title,
    name: occasion.name ?? occasion.title,
    type: occasion.type,
    date: occasion.date,
    next_date: next,
    days_until: daysBetween(today, next),
    recurring_annually: occasion.recurringAnnually,
    is_birthday: occasion.isBirthday,
    is_active: occasion.isActive,
    reminders: view.reminders.map((r) => presentReminder(r, today, timeZone)),
    updated_at: occasion.updatedAt.toISOString(),
  };
}

export function presentCalendarEvent(event: CalendarEventView, today: CalendarDate): CalendarEvent {
  return {
    occasion_id: event.occasion.id,
    recipient_id: event.occasion.recipientId,
    recipient_name: event.recipientName,
    title: event.occasion.title,
    type: event.occasion.type,
    date: event.date,
    days_until: daysBetween(today, event.date),
    is_birthday: event.occasion.isBirthday,
    recurring_annually: event.occasion.recurringAnnually,
  };
}

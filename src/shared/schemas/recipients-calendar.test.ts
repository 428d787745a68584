import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_DAYS, DEFAULT_TIME_ZONE, REMINDER_DAY_OPTIONS, REMINDER_SEND_HOUR, UPCOMING_WINDOW_DAYS } from '#shared/calendar/dates';
import { HISTORY_PAGE_SIZE } from '#shared/gift-history/insights';
import { CalendarFeedTokenParams, TimeZoneInput } from './calendar';
import { DATE_MESSAGE, queryBoolean } from './calendar-fields';
import { GiftHistoryInput, GiftHistoryListQuery, GiftHistoryUpdate, ReceivedGiftInput, ReceivedGiftUpdate } from './gift-history';
import { CalendarEventsQuery, OCCASION_MESSAGES, OccasionInput, OccasionUpdate, UpcomingQuery } from './occasions';
import { ReminderInput } from './reminders';
import { GiftIdeaInput, RECIPIENT_MESSAGES, RecipientListQuery, RecipientPayload, RecipientUpdate } from './recipients';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the recipients and calendar contract', () => {
  it("keeps the spec's numbers", () => {
    expect(REMINDER_DAY_OPTIONS.map((o) => o.days)).toEqual([1, 3, 7, 14, 30]);
    expect(REMINDER_DAY_OPTIONS.map((o) => o.label)).toEqual(['1 day', '3 days', '1 week', '14 days', '1 month']);
    expect(DEFAULT_REMINDER_DAYS).toBe(7);
    expect(UPCOMING_WINDOW_DAYS).toBe(30);
    expect(REMINDER_SEND_HOUR).toBe(9);
    expect(DEFAULT_TIME_ZONE).toBe('UTC');
    expect(HISTORY_PAGE_SIZE).toBe(50);
  });

  it('takes a recipient with the beyond-the-spec fields and refuses bad ones by name', () => {
    const ok = RecipientPayload.parse({ name: 'Sam', birthday: '1990-02-28', email: 'sam@example.com', favorite_brands: ['Lego', 'Lego', ''], ring_size: 'N' });
    expect(ok).toMatchObject({ favorite_brands: ['Lego'], favorite_stores: [], email_reminders: true, push_reminders: false });
    expect(fieldsOf(RecipientPayload.safeParse({ name: ' ', birthday: '1990-02-30', email: 'nope' }))).toEqual({
      name: RECIPIENT_MESSAGES.name,
      birthday: RECIPIENT_MESSAGES.birthday,
      email: RECIPIENT_MESSAGES.email,
    });
    expect(fieldsOf(RecipientUpdate.safeParse({ user_id: 'x' }))).toHaveProperty('');
    expect(RecipientUpdate.parse({ birthday: null })).toEqual({ birthday: null });
    expect(fieldsOf(RecipientListQuery.safeParse({ relationship: 'Pet' }))).toHaveProperty('relationship');
    expect(GiftIdeaInput.parse({ title: 'Film camera', url: 'https://shop.example/cam', source: 'discover' })).toMatchObject({ currency: 'USD' });
    expect(fieldsOf(GiftIdeaInput.safeParse({ title: 'x', url: 'javascript:alert(1)' }))).toHaveProperty('url');
  });

  it("takes the Add Event dialog: several reminders, sorted; none given leaves the owner's preference to the server", () => {
    const base = { recipient_id: '7f1c2a8e-7d2b-4b8e-9a51-2f7f6b1e0c11', title: 'Anniversary', date: '2026-09-01' };
    expect(OccasionInput.parse(base)).toMatchObject({ type: 'other', recurring_annually: false, send_email_reminders: true });
    expect(OccasionInput.parse(base).reminder_days).toBeUndefined();
    expect(OccasionInput.parse({ ...base, reminder_days: [0, 30, 7, 7] }).reminder_days).toEqual([30, 7, 0]);
    expect(fieldsOf(OccasionInput.safeParse({ title: '', date: '2026-02-30' }))).toEqual({
      recipient_id: OCCASION_MESSAGES.recipient,
      title: OCCASION_MESSAGES.title,
      date: OCCASION_MESSAGES.date,
    });
    expect(fieldsOf(OccasionUpdate.safeParse({ is_birthday: false }))).toHaveProperty('');
    expect(fieldsOf(CalendarEventsQuery.safeParse({ from: '2026-06-30', to: '2026-06-01' }))).toHaveProperty('to');
    expect(fieldsOf(CalendarEventsQuery.safeParse({ from: '2026-06', to: '2026-07-01' }))).toEqual({ from: DATE_MESSAGE });
    expect(UpcomingQuery.parse({})).toEqual({ days: 30 });
    expect(fieldsOf(ReminderInput.safeParse({ reminderDays: 400 }))).toHaveProperty('reminderDays');
  });

  it('takes gift history, received gifts, a time zone and a feed token', () => {
    expect(GiftHistoryInput.parse({ gift_date: '2026-05-01', product_title: 'Scarf', product_price: 25, satisfaction_rating: 5 })).toMatchObject({ product_title: 'Scarf' });
    expect(Object.keys(fieldsOf(GiftHistoryInput.safeParse({ gift_date: 'x', product_title: '', satisfaction_rating: 6 })))).toEqual(['gift_date', 'product_title', 'satisfaction_rating']);
    expect(fieldsOf(GiftHistoryUpdate.safeParse({ giver_id: 'x' }))).toHaveProperty('');
    expect(GiftHistoryListQuery.parse({ offset: '50' })).toEqual({ offset: 50, limit: 50 });
    expect(ReceivedGiftInput.parse({ description: 'Book', giver_name: 'Ana', received_date: '2026-05-02' })).toMatchObject({ thanked: false });
    expect(ReceivedGiftUpdate.parse({ thanked: true })).toEqual({ thanked: true });
    expect(queryBoolean.parse('false')).toBe(false);
    expect(TimeZoneInput.parse({ timeZone: 'Europe/Paris' })).toEqual({ timeZone: 'Europe/Paris' });
    expect(fieldsOf(TimeZoneInput.safeParse({ timeZone: 'Europe/Atlantis' }))).toEqual({ timeZone: 'Please choose a time zone' });
    expect(CalendarFeedTokenParams.safeParse({ token: `${'a'.repeat(43)}.ics` }).success).toBe(true);
    expect(CalendarFeedTokenParams.safeParse({ token: '../x.ics' }).success).toBe(false);
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromIsoDay } from '#client/features/calendar/lib/month-grid';
import { AddEventDialog } from './add-event-dialog';
import { MonthGrid } from './month-grid';
import { EmailRemindersCard } from './side-cards';

/** Whole answers, as the contracts describe them (the calls parse every answer). */
const recipient = (id: string, name: string) => ({
  id, name, age: null, gender: null, relationship: null, interests: [], personality_traits: [], additional_info: null, birthday: null,
  email: null, email_reminders: true, push_reminders: false, clothing_size: null, shoe_size: null, ring_size: null, favorite_brands: [],
  favorite_stores: [], dislikes: null, allergies: null, already_has: null, next_birthday: null, days_until_birthday: null,
  updated_at: '2026-11-01T00:00:00.000Z',
});
const occasion = (title: string) => ({
  id: 'o1', recipient_id: 'r1', recipient_name: 'Linus', title, name: title, type: 'other', date: '2026-12-03', next_date: '2026-12-03',
  days_until: 5, recurring_annually: false, is_birthday: false, is_active: true, reminders: [], updated_at: '2026-11-01T00:00:00.000Z',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Grid({ onOpen }: { onOpen(day: string): void }) {
  const [focused, setFocused] = useState('2026-11-24');
  return (
    <MonthGrid
      month={fromIsoDay('2026-11-01')}
      today="2026-11-24"
      events={[{ key: 'e1', date: '2026-11-27', title: 'Graduation party', type: 'graduation' }]}
      focusedDay={focused}
      onFocusDay={setFocused}
      onOpenDay={onOpen}
    />
  );
}

describe('the month grid', () => {
  it('runs Sunday to Saturday, names each day with its events, and has one tab stop', () => {
    render(<Grid onOpen={() => undefined} />);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers[0]).toContain('Sunday');
    expect(headers[6]).toContain('Saturday');
    expect(screen.getByRole('button', { name: 'Friday 27 November 2026, Graduation party' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tuesday 24 November 2026, today, no events' }).getAttribute('tabindex')).toBe('0');
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('tabindex') === '0')).toHaveLength(1);
    expect(document.querySelector('[data-occasion-type="graduation"]')?.className).toContain('bg-blue-100');
  });

  it('moves with the arrow keys and opens a day with Enter or a click', () => {
    const onOpen = vi.fn();
    render(<Grid onOpen={onOpen} />);
    const today = screen.getByRole('button', { name: /^Tuesday 24 November 2026/ });
    today.focus();
    fireEvent.keyDown(today, { key: 'ArrowRight' });
    const next = screen.getByRole('button', { name: /^Wednesday 25 November 2026/ });
    expect(document.activeElement).toBe(next);
    fireEvent.keyDown(next, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Wednesday 2 December 2026/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Friday 27 November 2026/ }));
    expect(onOpen).toHaveBeenCalledWith('2026-11-27');
  });
});

describe('the Add Event dialog', () => {
  function renderDialog(preferredDays?: number) {
    const posted: unknown[] = [];
    // Radix's Switch measures itself; jsdom has no ResizeObserver.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (url === '/api/recipients') return json({ recipients: [recipient('r1', 'Linus')] });
        if (url === '/api/reminders' && preferredDays) {
          return json({ reminders: [], stats: { total: 0, active: 0, sent: 0, upcoming: 0, overdue: 0 }, nextReminder: null, email: { status: 'active', defaultReminderDays: preferredDays } });
        }
        if (url === '/api/occasions' && init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          return json({ occasion: occasion('Party') }, 201);
        }
        return json({}, 404);
      }),
    );
    const onClose = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AddEventDialog date="2026-12-03" onClose={onClose} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return { posted, onClose };
  }

  it('opens on the day, defaults to a week before, and stays disabled until recipient, name and date are given', async () => {
    const { posted, onClose } = renderDialog();
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-12-03');
    const remind = screen.getByLabelText('Remind days before') as HTMLSelectElement;
    expect(remind.value).toBe('7');
    expect([...remind.options].map((o) => o.value)).toEqual(['1', '3', '7', '14', '30']);
    const add = screen.getByRole('button', { name: 'Add Event' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Linus' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Recipient'), { target: { value: 'r1' } });
    expect(add.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Event name'), { target: { value: 'Party' } });
    expect(add.disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '' } });
    expect(add.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-04' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Send email reminders' }));
    fireEvent.click(add);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted).toEqual([
      {
        recipient_id: 'r1',
        title: 'Party',
        type: 'other',
        date: '2026-12-04',
        recurring_annually: false,
        send_email_reminders: false,
        reminder_days: [7],
      },
    ]);
  });

  it("starts at the person's 'Remind me before occasions', and a day picked in the dialog wins", async () => {
    const { posted, onClose } = renderDialog(14);
    const remind = screen.getByLabelText('Remind days before') as HTMLSelectElement;
    await waitFor(() => expect(remind.value).toBe('14'));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Linus' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Recipient'), { target: { value: 'r1' } });
    fireEvent.change(screen.getByLabelText('Event name'), { target: { value: 'Party' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted).toMatchObject([{ reminder_days: [14] }]);
    fireEvent.change(remind, { target: { value: '3' } });
    expect(remind.value).toBe('3');
  });
});

describe('the Email Reminders card', () => {
  it("shows Status Active, the Overdue count and Next Reminder, and 'Send Overdue Reminders' only while any are overdue", async () => {
    let overdue = 2;
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
        if (url === '/api/reminders') {
          return json({
            reminders: [],
            stats: { total: 3, active: 3, sent: 0, upcoming: 1, overdue },
            email: { status: 'active', defaultReminderDays: 7 },
            nextReminder: overdue
              ? null
              : {
                  id: 'r3',
                  recipientId: 'p1',
                  recipientName: 'Ada',
                  recipientEmail: null,
                  occasionId: 'o1',
                  occasion: 'Birthday',
                  occasionDate: '2026-12-10',
                  reminderDate: '2026-12-03',
                  reminderDays: 7,
                  isActive: true,
                  emailSent: false,
                  sentAt: null,
                  createdAt: '2026-11-01T00:00:00Z',
                  isDue: false,
                  isOverdue: false,
                  sendAt: '2026-12-03T09:00:00Z',
                },
          });
        }
        if (url === '/api/reminders/send-overdue') {
          overdue = 0;
          return json({ sent: 2, skipped: 0, failed: [] });
        }
        return json({});
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <EmailRemindersCard today="2026-11-24" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByText('Active')).toBeTruthy());
    expect(screen.getByTestId('overdue-count').textContent).toBe('2');
    expect(screen.getByText('None scheduled')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send Overdue Reminders' }));
    await waitFor(() => expect(screen.getByTestId('overdue-count').textContent).toBe('0'));
    expect(calls).toContain('POST /api/reminders/send-overdue');
    expect(screen.queryByRole('button', { name: 'Send Overdue Reminders' })).toBeNull();
    expect(screen.getByText('Ada: Birthday, Thursday 3 December 2026')).toBeTruthy();
  });
});

describe('the Email Reminders card status', () => {
  function renderCard(status: 'unsubscribed' | 'turned_off') {
    let current: string = status;
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
        if (url === '/api/reminders/resubscribe') {
          current = 'active';
          return json({ status: 'active', defaultReminderDays: 7 });
        }
        return json({ reminders: [], stats: { total: 0, active: 0, sent: 0, upcoming: 0, overdue: 0 }, nextReminder: null, email: { status: current, defaultReminderDays: 7 } });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <EmailRemindersCard today="2026-11-24" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return calls;
  }

  it("says 'Paused: you unsubscribed from reminder emails' and its button turns them back on, on the server", async () => {
    const calls = renderCard('unsubscribed');
    await waitFor(() => expect(screen.getByText('Paused: you unsubscribed from reminder emails')).toBeTruthy());
    expect(screen.queryByText('Active')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Turn reminder emails back on' }));
    await waitFor(() => expect(screen.getByText('Active')).toBeTruthy());
    expect(calls).toContain('POST /api/reminders/resubscribe');
    expect(screen.queryByText('Paused: you unsubscribed from reminder emails')).toBeNull();
  });

  it('says paused when occasion reminder emails are off, with the way to the email preferences', async () => {
    renderCard('turned_off');
    await waitFor(() => expect(screen.getByText('Paused: occasion reminder emails are off in your email preferences')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Email preferences' }).getAttribute('href')).toBe('/profile#email-preferences');
  });
});

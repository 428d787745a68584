// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '#shared/schemas/notifications';
import { Toaster } from '#client/components/ui/toaster';
import { AuthProvider } from '#client/lib/auth/auth-context';
import { NotificationBell } from './notification-bell';

/** A tiny fake of the API behind the bell: the session probe, the counts, the list and the actions. */
function fakeServer(initial: Notification[], opts: { signedIn?: boolean; unread?: number } = {}) {
  let list = [...initial];
  const calls: string[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    if (url === '/api/session') {
      return opts.signedIn === false
        ? json({ user: null })
        : json({ user: { id: 'u1', name: 'Grace Hopper', email: 'grace@example.com', role: 'user', profile: { onboardingCompleted: true } } });
    }
    if (url === '/api/notifications/counts') {
      return json({ unread: opts.unread ?? list.filter((n) => !n.read).length, wishlists: 0, social: 0 });
    }
    if (url.startsWith('/api/notifications?')) return json({ notifications: list });
    if (url === '/api/notifications/read-all') {
      const marked = list.filter((n) => !n.read).length;
      list = list.map((n) => ({ ...n, read: true }));
      return json({ marked });
    }
    const read = url.match(/^\/api\/notifications\/([^/]+)\/read$/);
    if (read) {
      list = list.map((n) => (n.id === read[1] ? { ...n, read: true } : n));
      return json({ notification: list.find((n) => n.id === read[1]) });
    }
    const del = url.match(/^\/api\/notifications\/([^/]+)$/);
    if (del && method === 'DELETE') {
      list = list.filter((n) => n.id !== del[1]);
      return new Response(null, { status: 204 });
    }
    return json({ error: { code: 'RESOURCE_NOT_FOUND', message: 'No such route' } }, 404);
  });
  return { fetchImpl, calls };
}

const welcome: Notification = {
  id: 'n1',
  type: 'welcome',
  title: 'Welcome to Giftwise, Grace!',
  message: 'Tell us a little about yourself.',
  data: {},
  priority: 1,
  actionUrl: '/onboarding',
  actionLabel: 'Get Started',
  read: false,
  readAt: null,
  createdAt: new Date().toISOString(),
  expiresAt: null,
};

function renderBell() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<NotificationBell />} />
            <Route path="/onboarding" element={<p>Onboarding page</p>} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('NotificationBell', () => {
  beforeEach(() => {
    // Sonner reads the colour scheme and Radix measures with ResizeObserver; jsdom has neither.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }));
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('caps the unread badge at 99+', async () => {
    const server = fakeServer([welcome], { unread: 100 });
    vi.stubGlobal('fetch', server.fetchImpl);
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 99+ unread' })).toBeTruthy();
  });

  it('asks for no counts while signed out', async () => {
    const server = fakeServer([welcome], { signedIn: false });
    vi.stubGlobal('fetch', server.fetchImpl);
    renderBell();
    await screen.findByRole('button', { name: 'Notifications' });
    await act(async () => {});
    expect(server.calls.some((call) => call.includes('/api/notifications'))).toBe(false);
  });

  it('lists the 20 latest, reads a row on click and follows its action', async () => {
    const server = fakeServer([welcome]);
    vi.stubGlobal('fetch', server.fetchImpl);
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const dialog = await screen.findByRole('dialog');
    expect(server.calls).toContain('GET /api/notifications?limit=20&unreadOnly=false');
    expect(await within(dialog).findByText('Get Started')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Welcome to Giftwise, Grace!/ }));
    expect(await screen.findByText('Onboarding page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls).toContain('POST /api/notifications/n1/read');
  });

  it('marks all read with its toast, then says all caught up', async () => {
    vi.stubGlobal('fetch', fakeServer([welcome]).fetchImpl);
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Get Started');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('All notifications marked as read')).toBeTruthy();
    await screen.findByRole('button', { name: 'Notifications' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText("You're all caught up!")).toBeTruthy();
  });

  it('shows the empty state after the last one is deleted', async () => {
    vi.stubGlobal('fetch', fakeServer([welcome]).fetchImpl);
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete notification: Welcome to Giftwise, Grace!' }));
    expect(await within(dialog).findByText('No notifications yet')).toBeTruthy();
    expect(within(dialog).getByText("We'll notify you when something important happens")).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'View all notifications' }).getAttribute('href')).toBe('/notifications');
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GiftHistoryList } from './gift-history-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (n: number) => ({
  id: `g${n}`,
  recipient_id: null,
  recipient_name: null,
  recipient_relationship: null,
  gift_date: '2026-11-01',
  product_title: `Gift ${n}`,
  product_price: 10,
  product_url: null,
  product_id: null,
  occasion_type: null,
  satisfaction_rating: null,
  category: null,
  notes: null,
  updated_at: '2026-11-01T00:00:00Z',
});

describe('the gift history list', () => {
  it('shows 50 at a time, newest first as the server sends them, with Previous and Next', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        asked.push(url.pathname + url.search);
        const offset = Number(url.searchParams.get('offset'));
        const count = Math.min(50, 120 - offset);
        const body = {
          entries: Array.from({ length: count }, (_, i) => entry(offset + i + 1)),
          total: 120,
          next_offset: offset + count < 120 ? offset + count : null,
        };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <GiftHistoryList recipientId="5f0c6a52-2f8e-4d1e-9a57-3b1f6f0e2a11" onEdit={() => undefined} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getAllByTestId('gift-history-entry')).toHaveLength(50));
    expect(asked[0]).toBe('/api/gift-history?offset=0&recipient_id=5f0c6a52-2f8e-4d1e-9a57-3b1f6f0e2a11');
    expect(screen.getByText('1–50 of 120')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('51–100 of 120')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('101–120 of 120')).toBeTruthy());
    expect(screen.getAllByTestId('gift-history-entry')).toHaveLength(20);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

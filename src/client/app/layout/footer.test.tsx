// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { contactDetailsQuery } from './contact-details-query';
import { Footer } from './footer';

afterEach(cleanup);

function renderFooter(contact: { email: string; phone: string | null; socialLinks: [] } | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(contactDetailsQuery.queryKey, contact as never);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Footer', () => {
  it('sends the Help Center to /help, also when a contact email is configured (issue 19)', () => {
    renderFooter({ email: 'help@giftwise.example', phone: null, socialLinks: [] });
    const support = screen.getByRole('navigation', { name: 'Support' });
    expect(within(support).getByRole('link', { name: 'Help Center' }).getAttribute('href')).toBe('/help');
  });

  it('sends the Help Center to /help without a contact email', () => {
    renderFooter(null);
    const support = screen.getByRole('navigation', { name: 'Support' });
    expect(within(support).getByRole('link', { name: 'Help Center' }).getAttribute('href')).toBe('/help');
  });
});

import { queryOptions } from '@tanstack/react-query';
import type { ContactDetailsResponse } from '#shared/schemas/contact-details';
import { api } from '#client/lib/api-client';

const siteContentKeys = {
  all: ['site-content'] as const,
  contact: () => ['site-content', 'contact'] as const,
};

/** The footer's contact details (site content; they change rarely, so one read per visit is plenty). */
export const contactDetailsQuery = queryOptions({
  queryKey: siteContentKeys.contact(),
  queryFn: ({ signal }) => api.get<ContactDetailsResponse>('/api/site-content/contact', { signal }),
  staleTime: 10 * 60_000,
});

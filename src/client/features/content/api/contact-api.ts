import type { ContactMessageFields, ContactMessageResponse } from '#shared/schemas/contact';
import { api } from '#client/lib/api-client';

/** POST /api/contact: the server validates and sanitises again, then writes both emails to the outbox. */
export function sendContactMessage(fields: ContactMessageFields): Promise<ContactMessageResponse> {
  return api.post<ContactMessageResponse>('/api/contact', { ...fields });
}

import { contactApi } from '#shared/api/contact';
import type { ContactMessageFields, ContactMessageResponse } from '#shared/schemas/contact';
import { call } from '#client/lib/api-call';

/** POST /api/contact: the server validates and sanitises again, then writes both emails to the outbox. */
export function sendContactMessage(fields: ContactMessageFields): Promise<ContactMessageResponse> {
  return call(contactApi.send, { body: { ...fields } });
}

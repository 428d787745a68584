import { ContactMessageInput, ContactMessageResponse } from '#shared/schemas/contact.js';
import { defineArea } from './contract.js';

/** The contact form (/contact). */
export const contactApi = defineArea('contact', {
  send: {
    method: 'POST',
    path: '/api/contact',
    summary: 'Send the contact form to support',
    access: 'anyone',
    body: ContactMessageInput,
    responses: { 200: ContactMessageResponse },
    rateLimit: 'contact',
  },
});

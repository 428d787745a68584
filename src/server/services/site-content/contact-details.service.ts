import { eq } from 'drizzle-orm';
import {
  CONTACT_CONTENT_KEY,
  ContactContent,
  type ContactDetailsResponse,
  SocialLink,
} from '#shared/schemas/contact-details.js';
import type { Database } from '#server/db/client.js';
import { siteContent } from '#server/db/schema/index.js';

/**
 * The contact details the footer shows, from site_content 'contact' with the settings as defaults.
 * Each part is checked on its own, so one malformed entry (a stored http link, say) hides only itself.
 */
export function contactDetailsFrom(stored: unknown, defaults: { supportEmail: string }): ContactDetailsResponse {
  const value = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const email = ContactContent.shape.email.safeParse(value.email);
  const phone = ContactContent.shape.phone.safeParse(value.phone);
  const links = Array.isArray(value.socialLinks) ? value.socialLinks : [];
  return {
    email: (email.success && email.data) || defaults.supportEmail,
    phone: (phone.success && phone.data) || null,
    socialLinks: links.flatMap((link) => {
      const parsed = SocialLink.safeParse(link);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}

export async function readContactDetails(db: Database, defaults: { supportEmail: string }): Promise<ContactDetailsResponse> {
  const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, CONTACT_CONTENT_KEY));
  return contactDetailsFrom(row?.value, defaults);
}

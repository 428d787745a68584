import { z } from 'zod';
import { SOCIAL_NETWORKS } from '#shared/constants/social-networks.js';

/** The site_content key whose value holds the footer's contact details. */
export const CONTACT_CONTENT_KEY = 'contact';

/** platform.md 5: only https addresses are accepted. */
const httpsUrl = z
  .url({ protocol: /^https$/, error: 'Only https addresses are accepted' })
  .max(500, 'Address must be at most 500 characters');

export const SocialLink = z.object({ network: z.enum(SOCIAL_NETWORKS), url: httpsUrl });
export type SocialLink = z.infer<typeof SocialLink>;

/**
 * The stored value of site_content 'contact' (written by the admin's Content tab). Every part is optional:
 * the email falls back to SUPPORT_EMAIL; a missing phone means no phone line (never an invented number).
 */
export const ContactContent = z.object({
  email: z.email('Please enter a valid email address').max(254).optional(),
  phone: z.string().trim().min(1).max(40).optional(),
  socialLinks: z.array(SocialLink).max(SOCIAL_NETWORKS.length).optional(),
});
export type ContactContent = z.infer<typeof ContactContent>;

/** GET /api/site-content/contact */
export const ContactDetailsResponse = z.object({
  email: z.string(),
  phone: z.string().nullable(),
  socialLinks: z.array(SocialLink),
});
export type ContactDetailsResponse = z.infer<typeof ContactDetailsResponse>;

import { z } from 'zod';

/** The social networks the footer can link to; each needs an https address (platform.md 5: URL validity). */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'pinterest', 'tiktok', 'youtube', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

/** The site_content key whose value holds the footer's contact details. */
export const CONTACT_CONTENT_KEY = 'contact';

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

/**
 * The social networks the footer can link to (site content 'contact'), with their display names. Plain data:
 * the client's first load reads it, so it must not pull in zod.
 */
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

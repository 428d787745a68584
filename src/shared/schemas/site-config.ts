import { z } from 'zod';

/**
 * GET /api/site-config: the site settings the client needs before anyone signs in. Public flags only: never
 * a limit or a security setting an attacker could plan around (login attempts, session timeout, 2FA).
 */
export const SiteConfigResponse = z.object({
  /** Block the context menu and the developer-tool shortcuts (docs/decisions/041). Off by default. */
  blockContextMenu: z.boolean(),
  socialFeatures: z.boolean(),
  userRegistration: z.boolean(),
  aiRecommendations: z.boolean(),
});
export type SiteConfigResponse = z.infer<typeof SiteConfigResponse>;

import type { SiteConfigResponse } from '#shared/schemas/site-config.js';
import type { SiteSettingValues } from '#server/services/settings/site-settings.js';

/** The public site settings the client acts on (see SiteConfigResponse for why only these). */
export function presentSiteConfig(settings: SiteSettingValues): SiteConfigResponse {
  return {
    blockContextMenu: settings.blockContextMenu,
    socialFeatures: settings.socialFeatures,
    userRegistration: settings.userRegistration,
    aiRecommendations: settings.aiRecommendations,
  };
}

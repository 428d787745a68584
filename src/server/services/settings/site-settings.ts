/** Site settings (admin Settings tab) and their defaults. Read per request through a short cache. */
export interface SiteSettingValues {
  userRegistration: boolean;
  emailVerification: boolean;
  aiRecommendations: boolean;
  socialFeatures: boolean;
  maxLoginAttempts: number;
  sessionTimeoutMinutes: number;
  twoFactorForAdmins: boolean;
  apiRateLimiting: boolean;
  blockContextMenu: boolean;
}

export const SITE_SETTING_DEFAULTS: SiteSettingValues = {
  userRegistration: true,
  emailVerification: true,
  aiRecommendations: true,
  socialFeatures: true,
  maxLoginAttempts: 5,
  sessionTimeoutMinutes: 60,
  twoFactorForAdmins: false,
  apiRateLimiting: true,
  blockContextMenu: false,
};

export interface SiteSettingsService {
  get(): Promise<SiteSettingValues>;
  set<K extends keyof SiteSettingValues>(key: K, value: SiteSettingValues[K], actorId?: string | null): Promise<void>;
  /** Drop the local cache (tests; after a write on this instance). */
  invalidate(): void;
}

/** Site settings (admin Settings tab) and their defaults. Read per request from memory; a change reaches every instance by NOTIFY. */
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
  /** Settles once the service hears changes made by other instances (or gave up for now and reads through). */
  ready?: Promise<void>;
}

import { fallbackProfile } from '#shared/auth/fallback-profile.js';
import { isRole } from '#shared/auth/roles.js';
import { mediaUrl } from '#shared/schemas/media.js';
import type { MeResponse } from '#shared/schemas/auth.js';
import type { ProfileRow, UserRow } from '#server/services/profile/profile.service.js';

/** The signed-in person for GET /api/me: account fields plus the gifting profile, or the spec's fallback. */
export function presentMe(user: UserRow, profile: ProfileRow | null | undefined): MeResponse {
  const fallback = fallbackProfile(user.name, user.email);
  return {
    id: user.id,
    name: fallback.name,
    email: user.email,
    role: isRole(user.role) ? user.role : 'user',
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
    avatarUrl: profile?.avatarMediaId ? mediaUrl(profile.avatarMediaId) : null,
    profile: profile
      ? {
          name: fallback.name,
          interests: profile.interests,
          personalityTraits: profile.personalityTraits,
          ageRange: profile.ageRange,
          gender: profile.gender,
          birthday: profile.birthday,
          onboardingCompleted: profile.onboardingCompleted,
        }
      : fallback,
  };
}

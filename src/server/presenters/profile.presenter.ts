import { fallbackProfile } from '#shared/auth/fallback-profile.js';
import { mediaUrl } from '#shared/schemas/media.js';
import type { ProfileResponse } from '#shared/schemas/profile.js';
import type { ProfileRecord } from '#server/services/profile/profile.service.js';

/** The person's own profile: the saved row, or the spec's fallback user when there is none yet. */
export function presentProfile({ user, profile, hasPassword }: ProfileRecord): ProfileResponse {
  const fallback = fallbackProfile(user.name, user.email);
  return {
    id: user.id,
    name: fallback.name,
    email: user.email,
    avatarUrl: profile?.avatarMediaId ? mediaUrl(profile.avatarMediaId) : null,
    interests: profile?.interests ?? fallback.interests,
    personalityTraits: profile?.personalityTraits ?? fallback.personalityTraits,
    ageRange: profile?.ageRange ?? null,
    gender: profile?.gender ?? null,
    birthday: profile?.birthday ?? null,
    onboardingCompleted: profile?.onboardingCompleted ?? fallback.onboardingCompleted,
    hasPassword,
  };
}

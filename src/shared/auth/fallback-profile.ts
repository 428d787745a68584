/**
 * The spec's fallback user (core-app.md 3): when the profile row is missing, the name comes from the account
 * name or the part of the email before the @, else 'User'; interests are empty and onboarding is not completed.
 */
export function fallbackDisplayName(name: string | null | undefined, email: string | null | undefined): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed;
  const local = email?.split('@')[0]?.trim();
  return local ? local : 'User';
}

export interface FallbackProfile {
  name: string;
  interests: string[];
  personalityTraits: string[];
  ageRange: null;
  gender: null;
  birthday: null;
  onboardingCompleted: false;
}

export function fallbackProfile(name: string | null | undefined, email: string | null | undefined): FallbackProfile {
  return {
    name: fallbackDisplayName(name, email),
    interests: [],
    personalityTraits: [],
    ageRange: null,
    gender: null,
    birthday: null,
    onboardingCompleted: false,
  };
}

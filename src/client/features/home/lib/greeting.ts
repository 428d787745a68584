import type { MeResponse } from '#shared/schemas/auth';

/**
 * The signed-in home's greeting (issue 19: "The first sign-in says 'Welcome', not 'Welcome back'"). First sign-in
 * is read from the data the client has: onboarding, offered right after the first sign-in and marked done by
 * finishing or skipping it, is not done yet, so this person has not been here before. Null when signed out.
 */
export function homeGreeting(user: Pick<MeResponse, 'name' | 'profile'> | null | undefined): string | null {
  const firstName = user?.name.trim().split(/\s+/)[0];
  if (!user || !firstName) return null;
  return user.profile.onboardingCompleted ? `Welcome back, ${firstName}` : `Welcome, ${firstName}`;
}

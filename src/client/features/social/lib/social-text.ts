import { formatDistanceStrict } from 'date-fns';
import type { Suggestion } from '#shared/schemas/social';
import { isApiError } from '#client/lib/api-client';

/**
 * The toast for a refused social change: the server's own message when the refusal carries one of its own
 * (409 'Connection already exists', 403 'This person is not accepting friend requests'), otherwise the spec's
 * fallback for that kind of change ('Failed to send friend request' and the like).
 */
export function socialFailureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.status === 409 || error.status === 403) && error.serverMessage) return error.serverMessage;
  return fallback;
}

/** Why someone is suggested: the mutual friend by name for a friend of a friend (0.8), else their public profile (0.5). */
export function suggestionReason(suggestion: Suggestion): string {
  if (suggestion.reason === 'mutual_friends' && suggestion.metadata.mutualFriendName) return `mutual friend ${suggestion.metadata.mutualFriendName}`;
  return 'public profile';
}

/** '5 minutes ago'; a time in the future (a clock a little ahead) reads as 'just now'. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (at.getTime() >= now.getTime() - 30_000) return 'just now';
  return formatDistanceStrict(at, now, { addSuffix: true });
}

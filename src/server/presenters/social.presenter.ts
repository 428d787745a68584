import type { Activity, Comment, FriendRequest, PersonPageResponse, PersonSummary, RelatedContent, SocialProfile, Suggestion } from '#shared/schemas/social.js';
import type { ActivityView, CommentView } from '#server/services/social/feed.service.js';
import type { FriendRequestView } from '#server/services/social/friends.service.js';
import type { OwnProfile } from '#server/services/social/profiles.service.js';
import type { PersonPage } from '#server/services/social/read-person-page.js';
import type { PersonFacts, PersonView } from '#server/services/social/relations.js';
import type { SuggestionView } from '#server/services/social/suggestions.service.js';

/** The social API's shapes (docs/api/social.md): no email, no privacy settings of others, no claim ever. */

export function presentOwnProfile(p: OwnProfile): SocialProfile {
  return {
    userId: p.userId,
    displayName: p.displayName,
    avatarUrl: p.avatarUrl,
    bio: p.bio,
    location: p.location,
    giftingStyle: p.giftingStyle,
    privacy: p.privacy,
    createdAt: p.createdAt.toISOString(),
    lastActive: p.lastActive.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export function presentPerson(p: PersonView): PersonSummary {
  return {
    id: p.id,
    displayName: p.displayName,
    avatarUrl: p.avatarUrl,
    location: p.location,
    relation: p.relation,
    connectionId: p.connectionId,
    mutualFriends: p.mutualFriends,
  };
}

const author = (p: PersonFacts) => ({ id: p.id, displayName: p.displayName, avatarUrl: p.avatarUrl });

/** Where related content lives in the app; kinds without a page of their own have none. */
export function relatedContentPath(content: { type: string; id: string } | null): string | null {
  if (!content) return null;
  if (content.type === 'wishlist') return `/wishlists/${content.id}`;
  if (content.type === 'profile') return `/social/people/${content.id}`;
  return null;
}

function presentRelated(content: ActivityView['row']['relatedContent']): RelatedContent | null {
  if (!content) return null;
  return { type: content.type as RelatedContent['type'], id: content.id, name: content.name, url: relatedContentPath(content) };
}

export function presentActivity(a: ActivityView): Activity {
  return {
    id: a.row.id,
    type: a.row.activityType,
    description: a.row.description,
    relatedContent: presentRelated(a.row.relatedContent),
    privacy: a.row.privacy,
    createdAt: a.row.createdAt.toISOString(),
    author: author(a.author),
    likeCount: a.likeCount,
    commentCount: a.commentCount,
    shareCount: a.shareCount,
    likedByMe: a.likedByMe,
    isMine: a.isMine,
  };
}

export function presentComment(c: CommentView): Comment {
  return {
    id: c.row.id,
    activityId: c.row.activityId,
    body: c.row.comment ?? '',
    createdAt: c.row.createdAt.toISOString(),
    updatedAt: c.row.updatedAt.toISOString(),
    author: author(c.author),
    canEdit: c.canEdit,
    canDelete: c.canDelete,
  };
}

/** Another person's page: what their profile shows, their lists and activities the viewer may see. */
export function presentPersonPage({ person, wishlists, activities }: PersonPage): PersonPageResponse {
  return {
    person: { ...presentPerson(person), bio: person.bio, giftingStyle: person.giftingStyle, joinedAt: person.joinedAt.toISOString() },
    wishlists: wishlists.map((w) => ({ ...w, updatedAt: w.updatedAt.toISOString() })),
    activities: activities.map(presentActivity),
  };
}

export function presentFriendRequest(r: FriendRequestView): FriendRequest {
  return { id: r.id, person: presentPerson(r.person), createdAt: r.createdAt.toISOString() };
}

export function presentSuggestion(s: SuggestionView): Suggestion {
  return { person: presentPerson(s.person), reason: s.reason, confidence: s.confidence, metadata: s.metadata };
}

export function presentInviter(p: PersonFacts) {
  return author(p);
}

/** What a share copies: the related content's link, else the author's profile page. */
export function shareUrl(baseUrl: string, activity: ActivityView['row']): string {
  return `${baseUrl}${relatedContentPath(activity.relatedContent) ?? `/social/people/${activity.userId}`}`;
}

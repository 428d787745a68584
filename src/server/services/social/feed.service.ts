import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { LIKES_COUNT_LIMIT, maySee, type Stance } from '#shared/social/rules.js';
import type { Database } from '#server/db/client.js';
import { activityEngagements, friendConnections, socialActivities, socialProfiles } from '#server/db/schema/social.js';
import { type CommentAbilities, commentAbilities } from '#server/policies/comment.js';
import type { SocialActivityResource, SocialCommentResource } from '#server/policies/index.js';
import { feedScope } from './feed-scope.js';
import { notifySocialEvent } from './notify-social.js';
import { friendIdsOf, loadPeople, type PersonFacts, stanceBetween } from './relations.js';

/**
 * The feed (core-app.md 6, 9): a person sees their own activities and their friends' whose activity
 * visibility is not private; engagement (likes toggle, comments, shares) on what they can see; stats.
 */

export type ActivityRow = typeof socialActivities.$inferSelect;
type EngagementRow = typeof activityEngagements.$inferSelect;

export interface ActivityView {
  row: ActivityRow;
  author: PersonFacts;
  likeCount: number;
  commentCount: number;
  shareCount: number;
  likedByMe: boolean;
  isMine: boolean;
}

/** A comment and what the viewer may do to it (the rulebook's answers, the same that decide the 403s). */
export interface CommentView extends CommentAbilities {
  row: EngagementRow;
  author: PersonFacts;
}

/** The feed, newest first, `limit` at a time after the cursor (the last activity id of the previous page). */
export async function feedPage(db: Database, userId: string, limit: number, cursor: string | undefined): Promise<{ activities: ActivityView[]; nextCursor: string | null }> {
  const after = cursor
    ? sql`(${socialActivities.createdAt}, ${socialActivities.id}) < (select c.created_at, c.id from social_activities c where c.id = ${cursor})`
    : undefined;
  const rows = await db
    .select({ activity: socialActivities })
    .from(socialActivities)
    .leftJoin(socialProfiles, eq(socialProfiles.userId, socialActivities.userId))
    .where(and(eq(socialActivities.isActive, true), await feedScope(db, userId), after))
    .orderBy(desc(socialActivities.createdAt), desc(socialActivities.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map((r) => r.activity);
  return { activities: await viewActivities(db, userId, page), nextCursor: rows.length > limit ? page[page.length - 1].id : null };
}

/** A person's own activities, newest first. */
export async function myActivities(db: Database, userId: string, limit: number): Promise<ActivityView[]> {
  const rows = await db
    .select()
    .from(socialActivities)
    .where(and(eq(socialActivities.userId, userId), eq(socialActivities.isActive, true)))
    .orderBy(desc(socialActivities.createdAt), desc(socialActivities.id))
    .limit(limit);
  return viewActivities(db, userId, rows);
}

/** The activities of a person the viewer may see (their profile page), newest first. */
export async function personActivities(db: Database, viewerId: string, person: PersonFacts, stance: Stance, limit: number): Promise<ActivityView[]> {
  if (!maySee(person.privacy.activityVisibility, stance)) return [];
  const privacies: ('public' | 'friends')[] = stance.isSelf || stance.isFriend ? ['public', 'friends'] : ['public'];
  const rows = await db
    .select()
    .from(socialActivities)
    .where(and(eq(socialActivities.userId, person.id), eq(socialActivities.isActive, true), inArray(socialActivities.privacy, privacies)))
    .orderBy(desc(socialActivities.createdAt), desc(socialActivities.id))
    .limit(limit);
  return viewActivities(db, viewerId, rows);
}

async function viewActivities(db: Database, viewerId: string, rows: ActivityRow[]): Promise<ActivityView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [authors, counts, mine] = await Promise.all([
    loadPeople(db, rows.map((r) => r.userId)),
    db
      .select({ activityId: activityEngagements.activityId, type: activityEngagements.engagementType, n: count() })
      .from(activityEngagements)
      .where(inArray(activityEngagements.activityId, ids))
      .groupBy(activityEngagements.activityId, activityEngagements.engagementType),
    db
      .select({ activityId: activityEngagements.activityId })
      .from(activityEngagements)
      .where(and(inArray(activityEngagements.activityId, ids), eq(activityEngagements.userId, viewerId), eq(activityEngagements.engagementType, 'like'))),
  ]);
  const countOf = (id: string, type: string) => Number(counts.find((c) => c.activityId === id && c.type === type)?.n ?? 0);
  const liked = new Set(mine.map((m) => m.activityId));
  return rows.flatMap((row) => {
    const author = authors.get(row.userId);
    if (!author) return [];
    return [
      {
        row,
        author,
        likeCount: countOf(row.id, 'like'),
        commentCount: countOf(row.id, 'comment'),
        shareCount: countOf(row.id, 'share'),
        likedByMe: liked.has(row.id),
        isMine: row.userId === viewerId,
      },
    ];
  });
}

export interface LoadedActivity extends SocialActivityResource {
  row: ActivityRow;
}

/** An active activity and how the viewer stands to its author, for the rulebook (social-activity:*). */
export async function loadActivity(db: Database, viewerId: string, id: string): Promise<LoadedActivity | null> {
  const [row] = await db
    .select()
    .from(socialActivities)
    .where(and(eq(socialActivities.id, id), eq(socialActivities.isActive, true)))
    .limit(1);
  if (!row) return null;
  const [author, stance] = await Promise.all([loadPeople(db, [row.userId]), stanceBetween(db, viewerId, row.userId)]);
  const facts = author.get(row.userId);
  if (!facts) return null;
  return { row, privacy: row.privacy, activityVisibility: facts.privacy.activityVisibility, stance };
}

/**
 * Likes toggle: liking again removes the like (the partial unique index keeps one under double clicks). A new like
 * tells the activity's author in the same transaction (issue 19, decision 190): never oneself, not across a block,
 * and a like taken back and given again within LIKE_RENOTIFY_AFTER_MS does not tell them twice.
 */
export async function toggleLike(db: Database, userId: string, activityId: string, now: Date): Promise<{ liked: boolean; likeCount: number }> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(activityEngagements)
      .where(and(eq(activityEngagements.activityId, activityId), eq(activityEngagements.userId, userId), eq(activityEngagements.engagementType, 'like')))
      .returning({ id: activityEngagements.id });
    if (removed.length === 0) {
      const added = await tx
        .insert(activityEngagements)
        .values({ activityId, userId, engagementType: 'like', createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: activityEngagements.id });
      const [activity] = added.length > 0 ? await tx.select({ authorId: socialActivities.userId }).from(socialActivities).where(eq(socialActivities.id, activityId)) : [];
      if (activity) await notifySocialEvent(tx, activity.authorId, userId, { kind: 'like', activityId }, now);
    }
    return { liked: removed.length === 0, likeCount: await countEngagements(tx, activityId, 'like') };
  });
}

async function countEngagements(db: Database, activityId: string, type: 'like' | 'comment' | 'share'): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(activityEngagements)
    .where(and(eq(activityEngagements.activityId, activityId), eq(activityEngagements.engagementType, type)));
  return Number(row?.n ?? 0);
}

/** Records a share and returns the new share count. */
export async function recordShare(db: Database, userId: string, activityId: string, now: Date): Promise<number> {
  await db.insert(activityEngagements).values({ activityId, userId, engagementType: 'share', createdAt: now, updatedAt: now });
  return countEngagements(db, activityId, 'share');
}

/** Comments on an activity, oldest first, with what the viewer may do to each. */
export async function listComments(db: Database, viewerId: string, activity: ActivityRow): Promise<CommentView[]> {
  const rows = await db
    .select()
    .from(activityEngagements)
    .where(and(eq(activityEngagements.activityId, activity.id), eq(activityEngagements.engagementType, 'comment')))
    .orderBy(activityEngagements.createdAt, activityEngagements.id);
  const blockedAuthors = await Promise.all(rows.map((r) => (r.userId === viewerId ? false : stanceBetween(db, viewerId, r.userId).then((s) => s.blocked))));
  const visible = rows.filter((_, i) => !blockedAuthors[i]);
  const authors = await loadPeople(db, visible.map((r) => r.userId));
  return visible.flatMap((row) => {
    const author = authors.get(row.userId);
    return author ? [commentView(viewerId, activity, row, author)] : [];
  });
}

function commentView(viewerId: string, activity: ActivityRow, row: EngagementRow, author: PersonFacts): CommentView {
  return { row, author, ...commentAbilities({ userId: viewerId }, { authorId: row.userId, activityAuthorId: activity.userId }) };
}

/**
 * A comment, and who it tells in the same transaction (issue 19, decision 190): the activity's author ('New
 * comment'), and, the thread being flat, everyone who commented on the activity before ('New reply'): once each,
 * never the commenter, not across a block.
 */
export async function addComment(db: Database, userId: string, activity: ActivityRow, body: string, now: Date): Promise<CommentView> {
  const row = await db.transaction(async (tx) => {
    const earlier = await tx
      .selectDistinct({ userId: activityEngagements.userId })
      .from(activityEngagements)
      .where(and(eq(activityEngagements.activityId, activity.id), eq(activityEngagements.engagementType, 'comment')));
    const [comment] = await tx.insert(activityEngagements).values({ activityId: activity.id, userId, engagementType: 'comment', comment: body, createdAt: now, updatedAt: now }).returning();
    const about = { activityId: activity.id, commentId: comment.id, body };
    await notifySocialEvent(tx, activity.userId, userId, { kind: 'comment', ...about }, now);
    for (const { userId: commenterId } of earlier) {
      if (commenterId !== activity.userId) await notifySocialEvent(tx, commenterId, userId, { kind: 'reply', ...about }, now);
    }
    return comment;
  });
  const author = (await loadPeople(db, [userId])).get(userId)!;
  return commentView(userId, activity, row, author);
}

export interface LoadedComment extends SocialCommentResource {
  row: EngagementRow;
  activity: LoadedActivity;
}

/** A comment and its activity as the viewer stands to them; null when missing or its activity is gone. */
export async function loadComment(db: Database, viewerId: string, id: string): Promise<LoadedComment | null> {
  const [row] = await db
    .select()
    .from(activityEngagements)
    .where(and(eq(activityEngagements.id, id), eq(activityEngagements.engagementType, 'comment')))
    .limit(1);
  if (!row) return null;
  const activity = await loadActivity(db, viewerId, row.activityId);
  if (!activity) return null;
  return { row, activity, authorId: row.userId, activityAuthorId: activity.row.userId };
}

export async function editComment(db: Database, viewerId: string, comment: LoadedComment, body: string, now: Date): Promise<CommentView> {
  const [row] = await db.update(activityEngagements).set({ comment: body, updatedAt: now }).where(eq(activityEngagements.id, comment.row.id)).returning();
  const author = (await loadPeople(db, [row.userId])).get(row.userId)!;
  return commentView(viewerId, comment.activity.row, row, author);
}

export async function deleteComment(db: Database, comment: LoadedComment): Promise<void> {
  await db.delete(activityEngagements).where(eq(activityEngagements.id, comment.row.id));
}

/** Social stats (core-app.md 3, 9): likes received are counted with the 1000-row limit. */
export async function socialStats(db: Database, userId: string): Promise<{ friendsCount: number; pendingRequests: number; activitiesCount: number; totalLikesReceived: number }> {
  const likes = db
    .select({ id: activityEngagements.id })
    .from(activityEngagements)
    .innerJoin(socialActivities, eq(socialActivities.id, activityEngagements.activityId))
    .where(and(eq(socialActivities.userId, userId), eq(activityEngagements.engagementType, 'like')))
    .limit(LIKES_COUNT_LIMIT)
    .as('likes');
  const [friends, [pending], [activities], [liked]] = await Promise.all([
    friendIdsOf(db, userId),
    db.select({ n: count() }).from(friendConnections).where(and(eq(friendConnections.addresseeId, userId), eq(friendConnections.status, 'pending'))),
    db.select({ n: count() }).from(socialActivities).where(and(eq(socialActivities.userId, userId), eq(socialActivities.isActive, true))),
    db.select({ n: count() }).from(likes),
  ]);
  return { friendsCount: friends.length, pendingRequests: Number(pending?.n ?? 0), activitiesCount: Number(activities?.n ?? 0), totalLikesReceived: Number(liked?.n ?? 0) };
}

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { socialApi } from '#shared/api/social.js';
import type { AppContext } from '#server/app-context.js';
import { authorize, loadAuthorized, requireActor } from '#server/http/actor.js';
import { route } from '#server/http/contract-route.js';
import { AppError, notFound } from '#server/errors.js';
import {
  presentActivity,
  presentComment,
  presentFriendRequest,
  presentInviter,
  presentOwnProfile,
  presentPerson,
  presentPersonPage,
  presentSuggestion,
  shareUrl,
} from '#server/presenters/social.presenter.js';
import { mailDefaults } from '#server/services/email/outbox.service.js';
import { acceptInviteLink } from '#server/services/social/accept-invite-link.js';
import {
  addComment,
  deleteComment,
  editComment,
  feedPage,
  listComments,
  loadActivity,
  loadComment,
  myActivities,
  recordShare,
  socialStats,
  toggleLike,
} from '#server/services/social/feed.service.js';
import {
  blockPerson,
  cancelRequest,
  findPendingRequest,
  listBlocked,
  listFriends,
  listRequests,
  PERSON_NOT_FOUND,
  removeFriend,
  REQUEST_NOT_FOUND,
  unblockPerson,
} from '#server/services/social/friends.service.js';
import { inviteByEmail } from '#server/services/social/invite-by-email.js';
import { createInviteLink, findInviteLink, INVITE_NOT_FOUND, openInviteLink } from '#server/services/social/invitations.service.js';
import { importLegacySocialData } from '#server/services/social/import-legacy-social-data.js';
import { getOwnProfile, searchPeople, updatePrivacy, updateProfile } from '#server/services/social/profiles.service.js';
import { stanceBetween, viewPerson } from '#server/services/social/relations.js';
import { readPersonPage } from '#server/services/social/read-person-page.js';
import { respondToFriendRequest } from '#server/services/social/respond-to-friend-request.js';
import { sendFriendRequest } from '#server/services/social/send-friend-request.js';
import { dismissSuggestion, suggestFriends } from '#server/services/social/suggestions.service.js';

const ACTIVITY_NOT_FOUND = 'Activity not found.';
const COMMENT_NOT_FOUND = 'Comment not found.';

/**
 * The social hub (src/shared/api/social.ts; issue 13; core-app.md 3-9; docs/api/social.md). Every answer is
 * no-store (the contracts' default cache policy).
 */
export function socialRoutes(ctx: AppContext): FastifyPluginAsync {
  /** An activity the asker may see (else 404), checked for the given action. */
  const activityFor = (request: FastifyRequest, action: 'social-activity:read' | 'social-activity:engage', id: string) => {
    requireActor(request, 'social:use');
    return loadAuthorized(request, action, (actor) => (actor ? loadActivity(ctx.db, actor.userId, id) : Promise.resolve(null)), ACTIVITY_NOT_FOUND);
  };
  /** A comment on an activity the asker may see (else 404). */
  const visibleComment = async (request: FastifyRequest, id: string) => {
    const actor = requireActor(request, 'social:use');
    const comment = await loadComment(ctx.db, actor.userId, id);
    if (!comment) throw notFound(COMMENT_NOT_FOUND);
    await loadAuthorized(request, 'social-activity:read', async () => comment.activity, COMMENT_NOT_FOUND);
    return comment;
  };

  return async (app) => {
    // The admin's 'Social Features' switch (decision 176): while it is off, every social route answers like a
    // path that does not exist (the catalogue's not-found shape), before anything else is checked. onRequest
    // runs before the contracts' preValidation (sign-in) and validation steps, so neither session nor input
    // is looked at.
    app.addHook('onRequest', async () => {
      if (!(await ctx.siteSettings.get()).socialFeatures) throw new AppError('RESOURCE_NOT_FOUND');
    });

    // ---- profiles ----

    route(app, socialApi.profile, async (_input, request) => {
      const actor = requireActor(request, 'social:use');
      return { profile: presentOwnProfile(await getOwnProfile(ctx.db, actor.userId)) };
    });

    route(app, socialApi.updateProfile, async ({ body }, request) => {
      const actor = requireActor(request, 'social:use');
      return { profile: presentOwnProfile(await updateProfile(ctx.db, actor.userId, body, ctx.now())) };
    });

    route(app, socialApi.updatePrivacy, async ({ body }, request) => {
      const actor = requireActor(request, 'social:use');
      return { profile: presentOwnProfile(await updatePrivacy(ctx.db, actor.userId, body, ctx.now())) };
    });

    route(app, socialApi.searchPeople, async ({ query }, request) => {
      const actor = requireActor(request, 'social:use');
      return { people: (await searchPeople(ctx.db, actor.userId, query.q)).map(presentPerson) };
    });

    route(app, socialApi.person, async ({ params }, request) => {
      const actor = requireActor(request, 'social:use');
      const { person, stance } = await loadAuthorized(
        request,
        'social-person:read',
        async () => {
          const found = await viewPerson(ctx.db, actor.userId, params.id);
          if (!found) return null;
          return { person: found, visibility: found.privacy.profileVisibility, stance: await stanceBetween(ctx.db, actor.userId, params.id) };
        },
        PERSON_NOT_FOUND,
      );
      return presentPersonPage(await readPersonPage(ctx.db, actor.userId, person, stance));
    });

    // ---- friends, requests, blocks ----

    route(app, socialApi.friends, async (_input, request) => {
      const actor = requireActor(request, 'social:use');
      const friends = await listFriends(ctx.db, actor.userId);
      return { friends: friends.map((f) => ({ connectionId: f.connectionId, since: f.since.toISOString(), person: presentPerson(f.person) })) };
    });

    route(app, socialApi.removeFriend, async ({ params }, request) => {
      const actor = requireActor(request, 'social:use');
      if (!(await removeFriend(ctx.db, actor.userId, params.userId))) throw notFound(PERSON_NOT_FOUND);
    });

    route(app, socialApi.requests, async (_input, request) => {
      const actor = requireActor(request, 'social:use');
      const { received, sent } = await listRequests(ctx.db, actor.userId);
      return { received: received.map(presentFriendRequest), sent: sent.map(presentFriendRequest) };
    });

    route(app, socialApi.sendRequest, async ({ body }, request) => {
      const actor = requireActor(request, 'social:use');
      return { request: presentFriendRequest(await sendFriendRequest(ctx, actor.userId, body.userId, ctx.now())) };
    });

    route(app, socialApi.respondToRequest, async ({ params, body }, request) => {
      requireActor(request, 'social:use');
      const pending = await loadAuthorized(request, 'friend-request:respond', () => findPendingRequest(ctx.db, params.id), REQUEST_NOT_FOUND);
      const answered = await respondToFriendRequest(ctx, request.log, pending, body.response, ctx.now());
      return { status: answered.status, person: presentPerson(answered.person) };
    });

    route(app, socialApi.cancelRequest, async ({ params }, request) => {
      requireActor(request, 'social:use');
      const pending = await loadAuthorized(request, 'friend-request:cancel', () => findPendingRequest(ctx.db, params.id), REQUEST_NOT_FOUND);
      await cancelRequest(ctx.db, pending);
    });

    route(app, socialApi.blocks, async (_input, request) => {
      const actor = requireActor(request, 'social:use');
      return { blocked: (await listBlocked(ctx.db, actor.userId)).map(presentPerson) };
    });

    route(app, socialApi.block, async ({ body }, request) => {
      const actor = requireActor(request, 'social:use');
      return { person: presentPerson(await blockPerson(ctx.db, actor.userId, body.userId, ctx.now())) };
    });

    route(app, socialApi.unblock, async ({ params }, request) => {
      const actor = requireActor(request, 'social:use');
      if (!(await unblockPerson(ctx.db, actor.userId, params.userId))) throw notFound(PERSON_NOT_FOUND);
    });

    // ---- invitations ----

    route(app, socialApi.invite, async ({ body }, request) => {
      const actor = requireActor(request, 'social:use');
      await inviteByEmail(ctx, actor.userId, body.email, mailDefaults(ctx.settings), ctx.now());
      return { sent: true } as const;
    });

    route(app, socialApi.createInviteLink, async (_input, request) => {
      const actor = requireActor(request, 'social:use');
      const link = await createInviteLink(ctx.db, actor.userId, ctx.settings.baseUrl, ctx.now());
      return { ...link, expiresAt: link.expiresAt.toISOString() };
    });

    route(app, socialApi.inviteLink, async ({ params }, request) => {
      authorize(request, 'social-invite-link:read');
      const opened = await openInviteLink(ctx.db, params.token, ctx.now());
      if (!opened) throw notFound(INVITE_NOT_FOUND);
      return { inviter: presentInviter(opened.inviter), expiresAt: opened.expiresAt.toISOString() };
    });

    route(app, socialApi.acceptInviteLink, async ({ params }, request) => {
      const actor = requireActor(request, 'social:use');
      const link = await loadAuthorized(request, 'social-invite-link:accept', () => findInviteLink(ctx.db, params.token, ctx.now()), INVITE_NOT_FOUND);
      return { person: presentPerson(await acceptInviteLink(ctx, request.log, link, actor.userId, ctx.now())) };
    });

    // ---- suggestions ----

    route(app, socialApi.suggestions, async ({ query }, request) => {
      const actor = requireActor(request, 'social:use');
      return { suggestions: (await suggestFriends(ctx.db, actor.userId, query.limit)).map(presentSuggestion) };
    });

    route(app, socialApi.dismissSuggestion, async ({ params }, request) => {
      const actor = requireActor(request, 'social:use');
      if (!(await dismissSuggestion(ctx.db, actor.userId, params.userId, ctx.now()))) throw notFound(PERSON_NOT_FOUND);
    });

    // ---- feed, engagement, stats ----

    route(app, socialApi.feed, async ({ query }, request) => {
      const actor = requireActor(request, 'social:use');
      const page = await feedPage(ctx.db, actor.userId, query.limit, query.cursor);
      return { activities: page.activities.map(presentActivity), nextCursor: page.nextCursor };
    });

    route(app, socialApi.myActivities, async ({ query }, request) => {
      const actor = requireActor(request, 'social:use');
      return { activities: (await myActivities(ctx.db, actor.userId, query.limit)).map(presentActivity) };
    });

    route(app, socialApi.like, async ({ params }, request) => {
      const activity = await activityFor(request, 'social-activity:engage', params.id);
      return toggleLike(ctx.db, request.actor!.userId, activity.row.id, ctx.now());
    });

    route(app, socialApi.comments, async ({ params }, request) => {
      const activity = await activityFor(request, 'social-activity:read', params.id);
      return { comments: (await listComments(ctx.db, request.actor!.userId, activity.row)).map(presentComment) };
    });

    route(app, socialApi.addComment, async ({ params, body }, request) => {
      const activity = await activityFor(request, 'social-activity:engage', params.id);
      return { comment: presentComment(await addComment(ctx.db, request.actor!.userId, activity.row, body.body, ctx.now())) };
    });

    route(app, socialApi.editComment, async ({ params, body }, request) => {
      const comment = await visibleComment(request, params.id);
      const actor = requireActor(request, 'social-comment:update', comment);
      return { comment: presentComment(await editComment(ctx.db, actor.userId, comment, body.body, ctx.now())) };
    });

    route(app, socialApi.deleteComment, async ({ params }, request) => {
      const comment = await visibleComment(request, params.id);
      requireActor(request, 'social-comment:delete', comment);
      await deleteComment(ctx.db, comment);
    });

    route(app, socialApi.share, async ({ params }, request) => {
      const activity = await activityFor(request, 'social-activity:engage', params.id);
      const shareCount = await recordShare(ctx.db, request.actor!.userId, activity.row.id, ctx.now());
      return { url: shareUrl(ctx.settings.baseUrl, activity.row), shareCount };
    });

    route(app, socialApi.stats, async (_input, request) => {
      const actor = requireActor(request, 'social:use');
      return socialStats(ctx.db, actor.userId);
    });

    // ---- legacy local data ----

    route(app, socialApi.legacyImport, async ({ body }, request) => {
      const actor = requireActor(request, 'social:use');
      return { imported: await importLegacySocialData(ctx.db, actor.userId, body, ctx.now()) };
    });
  };
}

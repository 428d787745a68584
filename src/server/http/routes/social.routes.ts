import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PROFILE_ACTIVITIES_LIMIT } from '#shared/social/rules.js';
import {
  type ActivitiesResponse,
  BlockPersonInput,
  type BlocksResponse,
  CommentInput,
  type CommentResponse,
  type CommentsResponse,
  FeedQuery,
  type FeedResponse,
  type FriendRequestResponse,
  type FriendRequestsResponse,
  type FriendsResponse,
  InviteFriendInput,
  type InviteLinkInfoResponse,
  type InviteLinkResponse,
  type InviteSentResponse,
  InviteTokenParams,
  LegacyImportInput,
  type LegacyImportResponse,
  type LikeResponse,
  MyActivitiesQuery,
  PeopleSearchQuery,
  type PeopleResponse,
  type PersonPageResponse,
  PersonIdParams,
  type PersonResponse,
  RespondFriendRequestInput,
  type RespondFriendRequestResponse,
  SendFriendRequestInput,
  type ShareResponse,
  SocialIdParams,
  type SocialProfileResponse,
  type SocialStats,
  SuggestionsQuery,
  type SuggestionsResponse,
  UpdateSocialPrivacyInput,
  UpdateSocialProfileInput,
  UserIdParams,
} from '#shared/schemas/social.js';
import type { AppContext } from '#server/app-context.js';
import { authorize, loadAuthorized, requireActor } from '#server/http/actor.js';
import { parse } from '#server/http/parse.js';
import { AppError, notFound } from '#server/errors.js';
import {
  presentActivity,
  presentComment,
  presentFriendRequest,
  presentInviter,
  presentOwnProfile,
  presentPerson,
  presentSuggestion,
  shareUrl,
} from '#server/presenters/social.presenter.js';
import { mailDefaults } from '#server/services/email/outbox.service.js';
import {
  addComment,
  deleteComment,
  editComment,
  feedPage,
  listComments,
  loadActivity,
  loadComment,
  myActivities,
  personActivities,
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
  respondToRequest,
  sendFriendRequest,
  unblockPerson,
} from '#server/services/social/friends.service.js';
import { acceptInviteLink, createInviteLink, findInviteLink, INVITE_NOT_FOUND, inviteByEmail } from '#server/services/social/invitations.service.js';
import { importLegacySocialData } from '#server/services/social/legacy-import.service.js';
import { getOwnProfile, searchPeople, updatePrivacy, updateProfile, visibleWishlistsOf } from '#server/services/social/profiles.service.js';
import { loadPeople, stanceBetween, viewPerson } from '#server/services/social/relations.js';
import { dismissSuggestion, suggestFriends } from '#server/services/social/suggestions.service.js';

const ACTIVITY_NOT_FOUND = 'Activity not found.';
const COMMENT_NOT_FOUND = 'Comment not found.';

/** The social hub (issue 13; core-app.md 3-9): every route of docs/api/social.md. */
export function socialRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // The admin's 'Social Features' switch: while it is off, every social route answers like a path that does
    // not exist (the catalogue's not-found shape), before anything else is checked.
    app.addHook('onRequest', async () => {
      if (!(await ctx.siteSettings.get()).socialFeatures) throw new AppError('RESOURCE_NOT_FOUND');
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    /** An activity the asker may see (else 404), checked for the given action. */
    const activityFor = (request: FastifyRequest, action: 'social-activity:read' | 'social-activity:engage') => {
      requireActor(request, 'social:use');
      const { id } = parse(SocialIdParams, request.params);
      return loadAuthorized(request, action, (actor) => (actor ? loadActivity(ctx.db, actor.userId, id) : Promise.resolve(null)), ACTIVITY_NOT_FOUND);
    };
    /** A comment on an activity the asker may see (else 404). */
    const visibleComment = async (request: FastifyRequest) => {
      const actor = requireActor(request, 'social:use');
      const { id } = parse(SocialIdParams, request.params);
      const comment = await loadComment(ctx.db, actor.userId, id);
      if (!comment) throw notFound(COMMENT_NOT_FOUND);
      await loadAuthorized(request, 'social-activity:read', async () => comment.activity, COMMENT_NOT_FOUND);
      return comment;
    };

    // ---- profiles ----

    app.get('/social/profile', async (request): Promise<SocialProfileResponse> => {
      const actor = requireActor(request, 'social:use');
      return { profile: presentOwnProfile(await getOwnProfile(ctx.db, actor.userId)) };
    });

    app.put('/social/profile', async (request): Promise<SocialProfileResponse> => {
      const actor = requireActor(request, 'social:use');
      const input = parse(UpdateSocialProfileInput, request.body);
      return { profile: presentOwnProfile(await updateProfile(ctx.db, actor.userId, input, ctx.now())) };
    });

    app.put('/social/profile/privacy', async (request): Promise<SocialProfileResponse> => {
      const actor = requireActor(request, 'social:use');
      const input = parse(UpdateSocialPrivacyInput, request.body);
      return { profile: presentOwnProfile(await updatePrivacy(ctx.db, actor.userId, input, ctx.now())) };
    });

    app.get('/social/people', async (request): Promise<PeopleResponse> => {
      const actor = requireActor(request, 'social:use');
      const { q } = parse(PeopleSearchQuery, request.query);
      return { people: (await searchPeople(ctx.db, actor.userId, q)).map(presentPerson) };
    });

    app.get('/social/people/:id', async (request): Promise<PersonPageResponse> => {
      requireActor(request, 'social:use');
      const { id } = parse(PersonIdParams, request.params);
      const loaded = await loadAuthorized(
        request,
        'social-person:read',
        async (actor) => {
          const person = actor ? await viewPerson(ctx.db, actor.userId, id) : null;
          if (!actor || !person) return null;
          return { person, visibility: person.privacy.profileVisibility, stance: await stanceBetween(ctx.db, actor.userId, id) };
        },
        PERSON_NOT_FOUND,
      );
      const viewerId = request.actor!.userId;
      const [wishlists, activities] = await Promise.all([
        visibleWishlistsOf(ctx.db, loaded.person),
        personActivities(ctx.db, viewerId, loaded.person, loaded.stance, PROFILE_ACTIVITIES_LIMIT),
      ]);
      const { person } = loaded;
      return {
        person: { ...presentPerson(person), bio: person.bio, giftingStyle: person.giftingStyle, joinedAt: person.joinedAt.toISOString() },
        wishlists: wishlists.map((w) => ({ ...w, updatedAt: w.updatedAt.toISOString() })),
        activities: activities.map(presentActivity),
      };
    });

    // ---- friends, requests, blocks ----

    app.get('/social/friends', async (request): Promise<FriendsResponse> => {
      const actor = requireActor(request, 'social:use');
      const friends = await listFriends(ctx.db, actor.userId);
      return { friends: friends.map((f) => ({ connectionId: f.connectionId, since: f.since.toISOString(), person: presentPerson(f.person) })) };
    });

    app.delete('/social/friends/:userId', async (request, reply) => {
      const actor = requireActor(request, 'social:use');
      const { userId } = parse(UserIdParams, request.params);
      if (!(await removeFriend(ctx.db, actor.userId, userId))) throw notFound(PERSON_NOT_FOUND);
      reply.code(204);
    });

    app.get('/social/requests', async (request): Promise<FriendRequestsResponse> => {
      const actor = requireActor(request, 'social:use');
      const { received, sent } = await listRequests(ctx.db, actor.userId);
      return { received: received.map(presentFriendRequest), sent: sent.map(presentFriendRequest) };
    });

    app.post('/social/requests', async (request, reply): Promise<FriendRequestResponse> => {
      const actor = requireActor(request, 'social:use');
      const { userId } = parse(SendFriendRequestInput, request.body);
      const sent = await sendFriendRequest(ctx.db, actor.userId, userId, ctx.now());
      reply.code(201);
      return { request: presentFriendRequest(sent) };
    });

    app.post('/social/requests/:id/respond', async (request): Promise<RespondFriendRequestResponse> => {
      requireActor(request, 'social:use');
      const { id } = parse(SocialIdParams, request.params);
      const { response } = parse(RespondFriendRequestInput, request.body);
      const pending = await loadAuthorized(request, 'friend-request:respond', () => findPendingRequest(ctx.db, id), REQUEST_NOT_FOUND);
      const answered = await respondToRequest(ctx, request.log, pending, response, ctx.now());
      return { status: answered.status, person: presentPerson(answered.person) };
    });

    app.delete('/social/requests/:id', async (request, reply) => {
      requireActor(request, 'social:use');
      const { id } = parse(SocialIdParams, request.params);
      const pending = await loadAuthorized(request, 'friend-request:cancel', () => findPendingRequest(ctx.db, id), REQUEST_NOT_FOUND);
      await cancelRequest(ctx.db, pending);
      reply.code(204);
    });

    app.get('/social/blocks', async (request): Promise<BlocksResponse> => {
      const actor = requireActor(request, 'social:use');
      return { blocked: (await listBlocked(ctx.db, actor.userId)).map(presentPerson) };
    });

    app.post('/social/blocks', async (request, reply): Promise<PersonResponse> => {
      const actor = requireActor(request, 'social:use');
      const { userId } = parse(BlockPersonInput, request.body);
      const person = await blockPerson(ctx.db, actor.userId, userId, ctx.now());
      reply.code(201);
      return { person: presentPerson(person) };
    });

    app.delete('/social/blocks/:userId', async (request, reply) => {
      const actor = requireActor(request, 'social:use');
      const { userId } = parse(UserIdParams, request.params);
      if (!(await unblockPerson(ctx.db, actor.userId, userId))) throw notFound(PERSON_NOT_FOUND);
      reply.code(204);
    });

    // ---- invitations ----

    app.post('/social/invites', { config: { rateLimit: 'social-invites' } }, async (request, reply): Promise<InviteSentResponse> => {
      const actor = requireActor(request, 'social:use');
      const { email } = parse(InviteFriendInput, request.body);
      await inviteByEmail(ctx.db, actor.userId, email, mailDefaults(ctx.settings), ctx.now());
      reply.code(202);
      return { sent: true };
    });

    app.post('/social/invite-links', async (request, reply): Promise<InviteLinkResponse> => {
      const actor = requireActor(request, 'social:use');
      const link = await createInviteLink(ctx.db, actor.userId, ctx.settings.baseUrl, ctx.now());
      reply.code(201);
      return { ...link, expiresAt: link.expiresAt.toISOString() };
    });

    app.get('/social/invite-links/:token', async (request): Promise<InviteLinkInfoResponse> => {
      authorize(request, 'social-invite-link:read');
      const { token } = parse(InviteTokenParams, request.params);
      const link = await findInviteLink(ctx.db, token, ctx.now());
      const inviter = link ? (await loadPeople(ctx.db, [link.inviterId])).get(link.inviterId) : undefined;
      if (!link || !inviter) throw notFound(INVITE_NOT_FOUND);
      return { inviter: presentInviter(inviter), expiresAt: link.expiresAt.toISOString() };
    });

    app.post('/social/invite-links/:token/accept', async (request): Promise<PersonResponse> => {
      requireActor(request, 'social:use');
      const { token } = parse(InviteTokenParams, request.params);
      const link = await loadAuthorized(request, 'social-invite-link:accept', () => findInviteLink(ctx.db, token, ctx.now()), INVITE_NOT_FOUND);
      return { person: presentPerson(await acceptInviteLink(ctx, request.log, link, request.actor!.userId, ctx.now())) };
    });

    // ---- suggestions ----

    app.get('/social/suggestions', async (request): Promise<SuggestionsResponse> => {
      const actor = requireActor(request, 'social:use');
      const { limit } = parse(SuggestionsQuery, request.query);
      return { suggestions: (await suggestFriends(ctx.db, actor.userId, limit)).map(presentSuggestion) };
    });

    app.post('/social/suggestions/:userId/dismiss', async (request, reply) => {
      const actor = requireActor(request, 'social:use');
      const { userId } = parse(UserIdParams, request.params);
      if (!(await dismissSuggestion(ctx.db, actor.userId, userId, ctx.now()))) throw notFound(PERSON_NOT_FOUND);
      reply.code(204);
    });

    // ---- feed, engagement, stats ----

    app.get('/social/feed', async (request): Promise<FeedResponse> => {
      const actor = requireActor(request, 'social:use');
      const { limit, cursor } = parse(FeedQuery, request.query);
      const page = await feedPage(ctx.db, actor.userId, limit, cursor);
      return { activities: page.activities.map(presentActivity), nextCursor: page.nextCursor };
    });

    app.get('/social/activities/mine', async (request): Promise<ActivitiesResponse> => {
      const actor = requireActor(request, 'social:use');
      const { limit } = parse(MyActivitiesQuery, request.query);
      return { activities: (await myActivities(ctx.db, actor.userId, limit)).map(presentActivity) };
    });

    app.post('/social/activities/:id/like', async (request): Promise<LikeResponse> => {
      const activity = await activityFor(request, 'social-activity:engage');
      return toggleLike(ctx.db, request.actor!.userId, activity.row.id, ctx.now());
    });

    app.get('/social/activities/:id/comments', async (request): Promise<CommentsResponse> => {
      const activity = await activityFor(request, 'social-activity:read');
      return { comments: (await listComments(ctx.db, request.actor!.userId, activity.row)).map(presentComment) };
    });

    app.post('/social/activities/:id/comments', async (request, reply): Promise<CommentResponse> => {
      requireActor(request, 'social:use');
      const { body } = parse(CommentInput, request.body);
      const activity = await activityFor(request, 'social-activity:engage');
      const comment = await addComment(ctx.db, request.actor!.userId, activity.row, body, ctx.now());
      reply.code(201);
      return { comment: presentComment(comment) };
    });

    app.patch('/social/comments/:id', async (request): Promise<CommentResponse> => {
      requireActor(request, 'social:use');
      const { body } = parse(CommentInput, request.body);
      const comment = await visibleComment(request);
      const actor = requireActor(request, 'social-comment:update', comment);
      return { comment: presentComment(await editComment(ctx.db, actor.userId, comment, body, ctx.now())) };
    });

    app.delete('/social/comments/:id', async (request, reply) => {
      const comment = await visibleComment(request);
      requireActor(request, 'social-comment:delete', comment);
      await deleteComment(ctx.db, comment);
      reply.code(204);
    });

    app.post('/social/activities/:id/share', async (request): Promise<ShareResponse> => {
      const activity = await activityFor(request, 'social-activity:engage');
      const shareCount = await recordShare(ctx.db, request.actor!.userId, activity.row.id, ctx.now());
      return { url: shareUrl(ctx.settings.baseUrl, activity.row), shareCount };
    });

    app.get('/social/stats', async (request): Promise<SocialStats> => {
      const actor = requireActor(request, 'social:use');
      return socialStats(ctx.db, actor.userId);
    });

    // ---- legacy local data ----

    app.post('/social/legacy-import', async (request): Promise<LegacyImportResponse> => {
      const actor = requireActor(request, 'social:use');
      const input = parse(LegacyImportInput, request.body);
      return { imported: await importLegacySocialData(ctx.db, actor.userId, input, ctx.now()) };
    });
  };
}

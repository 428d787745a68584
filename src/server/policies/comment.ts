import { type Asker, decide, rule } from './rule.js';

/** A comment on an activity the asker can see: who wrote it and who wrote the activity. */
export interface SocialCommentResource {
  authorId: string;
  activityAuthorId: string;
}

/** A comment: its author edits it; its author or the activity's author deletes it. */
export const commentRules = {
  'social-comment:update': rule<SocialCommentResource, Asker>('person', (actor, c) => actor !== null && c.authorId === actor.userId),
  'social-comment:delete': rule<SocialCommentResource, Asker>(
    'person',
    (actor, c) => actor !== null && (c.authorId === actor.userId || c.activityAuthorId === actor.userId),
  ),
};

/** Each flag the client gets on a comment, and the one action whose rule decides it. */
export const COMMENT_ABILITIES = {
  canEdit: 'social-comment:update',
  canDelete: 'social-comment:delete',
} as const satisfies Record<string, keyof typeof commentRules>;

export type CommentAbilities = { [F in keyof typeof COMMENT_ABILITIES]: boolean };

/** What the asker may do to this comment: the rules that answer 403 on the comment routes, asked here. */
export function commentAbilities(actor: Asker | null, comment: SocialCommentResource): CommentAbilities {
  return {
    canEdit: decide(commentRules[COMMENT_ABILITIES.canEdit], actor, comment),
    canDelete: decide(commentRules[COMMENT_ABILITIES.canDelete], actor, comment),
  };
}

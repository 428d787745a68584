import { Heart, MessageCircle, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Activity, SOCIAL_MESSAGES } from '#shared/schemas/social';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/toaster';
import { useShareActivity, useToggleLike } from '#client/features/social/api/social-api';
import { CommentsPanel } from '#client/features/social/components/comments-panel';
import { Avatar, personPath } from '#client/features/social/components/person-row';
import { copyLink } from '#client/features/social/lib/copy-link';
import { socialFailureMessage, timeAgo } from '#client/features/social/lib/social-text';

const engageFailed = (error: unknown) => toast.error(socialFailureMessage(error, SOCIAL_MESSAGES.engageFailed));

/** One feed entry: who, what, the related content, when; like, comments and share. */
export function ActivityCard({ activity }: { activity: Activity }) {
  const [showComments, setShowComments] = useState(false);
  const like = useToggleLike();
  const share = useShareActivity();
  const related = activity.relatedContent;
  const onShare = () =>
    share.mutate(activity.id, {
      onSuccess: (result) => void copyLink(result.url),
      onError: engageFailed,
    });
  return (
    <article className="flex flex-col gap-3 rounded-card border border-border bg-card p-4" data-testid="activity" aria-label={`${activity.author.displayName}: ${activity.description}`}>
      <header className="flex items-start gap-3">
        <Avatar name={activity.author.displayName} url={activity.author.avatarUrl} />
        <div className="flex min-w-0 flex-1 flex-col">
          <p>
            <Link to={personPath(activity.author.id)} className="font-semibold hover:underline">
              {activity.isMine ? 'You' : activity.author.displayName}
            </Link>{' '}
            <span className="text-muted-foreground">· {timeAgo(activity.createdAt)}</span>
          </p>
          <p className="break-words">{activity.description}</p>
          {related ? (
            related.url ? (
              <Link to={related.url} className="text-sm text-secondary hover:underline">
                {related.name}
              </Link>
            ) : (
              <span className="text-sm text-muted-foreground">{related.name}</span>
            )
          ) : null}
        </div>
      </header>
      <div className="flex flex-wrap gap-1">
        <Button
          size="sm"
          variant="ghost"
          aria-pressed={activity.likedByMe}
          loading={like.isPending}
          onClick={() => like.mutate(activity.id, { onError: engageFailed })}
        >
          <Heart aria-hidden="true" className={activity.likedByMe ? 'size-4 fill-primary text-primary' : 'size-4'} />
          {activity.likedByMe ? 'Liked' : 'Like'} <span data-testid="like-count">{activity.likeCount}</span>
        </Button>
        <Button size="sm" variant="ghost" aria-expanded={showComments} onClick={() => setShowComments((v) => !v)}>
          <MessageCircle aria-hidden="true" className="size-4" />
          Comments <span data-testid="comment-count">{activity.commentCount}</span>
        </Button>
        <Button size="sm" variant="ghost" loading={share.isPending} onClick={onShare}>
          <Share2 aria-hidden="true" className="size-4" />
          Share
        </Button>
      </div>
      {showComments ? <CommentsPanel activityId={activity.id} /> : null}
    </article>
  );
}

import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type Comment, CommentInput, SOCIAL_MESSAGES } from '#shared/schemas/social';
import { COMMENT_MAX } from '#shared/social/rules';
import { Button } from '#client/components/ui/button';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/toaster';
import { commentsQuery, useAddComment, useDeleteComment, useEditComment } from '#client/features/social/api/social-api';
import { QueryState } from '#client/components/ui/query-state';
import { socialFailureMessage, timeAgo } from '#client/features/social/lib/social-text';

/** The body checked with the shared schema before it is sent; the message to show, or null when it is fine. */
function commentProblem(body: string): string | null {
  const parsed = CommentInput.safeParse({ body });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? SOCIAL_MESSAGES.commentRequired);
}

function CommentForm({ label, initial = '', submitLabel, pending, onSubmit, onCancel }: {
  label: string;
  initial?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: string, reset: () => void) => void;
  onCancel?: () => void;
}) {
  const [body, setBody] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = commentProblem(body);
    setProblem(found);
    if (!found) onSubmit(body, () => setBody(''));
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <Textarea
        aria-label={label}
        rows={2}
        className="min-h-20"
        maxLength={COMMENT_MAX}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        aria-invalid={problem ? true : undefined}
      />
      {problem ? <p className="text-caption text-destructive">{problem}</p> : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function CommentItem({ comment }: { comment: Comment }) {
  const [editing, setEditing] = useState(false);
  const edit = useEditComment();
  const remove = useDeleteComment();
  const fail = (error: unknown) => toast.error(socialFailureMessage(error, SOCIAL_MESSAGES.engageFailed));
  return (
    <li className="flex flex-col gap-1 rounded-control bg-muted/50 px-3 py-2" data-testid="comment">
      <span className="text-caption text-muted-foreground">
        <span className="font-medium text-foreground">{comment.author.displayName}</span> · {timeAgo(comment.createdAt)}
        {comment.updatedAt !== comment.createdAt ? ' · edited' : ''}
      </span>
      {editing ? (
        <CommentForm
          label="Edit comment"
          initial={comment.body}
          submitLabel="Save"
          pending={edit.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(body) => edit.mutate({ id: comment.id, body }, { onSuccess: () => setEditing(false), onError: fail })}
        />
      ) : (
        <p className="text-sm break-words whitespace-pre-wrap">{comment.body}</p>
      )}
      {!editing && (comment.canEdit || comment.canDelete) ? (
        <div className="flex gap-1">
          {comment.canEdit ? (
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              Edit
            </Button>
          ) : null}
          {comment.canDelete ? (
            <Button size="sm" variant="ghost" loading={remove.isPending} onClick={() => remove.mutate(comment.id, { onError: fail })}>
              Delete
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** An activity's comments, oldest first, and the box to add one. */
export function CommentsPanel({ activityId }: { activityId: string }) {
  const comments = useQuery(commentsQuery(activityId));
  const add = useAddComment(activityId);
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-3">
      <QueryState query={comments} what="comments" isEmpty={(d) => d.comments.length === 0} empty="No comments yet.">
        {(data) => (
          <ul aria-label="Comments" className="flex flex-col gap-2">
            {data.comments.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ul>
        )}
      </QueryState>
      <CommentForm
        label="Write a comment"
        submitLabel="Comment"
        pending={add.isPending}
        onSubmit={(body, reset) =>
          add.mutate(body, { onSuccess: reset, onError: (error) => toast.error(socialFailureMessage(error, SOCIAL_MESSAGES.engageFailed)) })
        }
      />
    </div>
  );
}

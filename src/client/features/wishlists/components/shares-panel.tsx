import { useQuery } from '@tanstack/react-query';
import { Ban, Copy, Link2, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { CreateShareInput, type Share } from '#shared/schemas/wishlists/shares';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Skeleton } from '#client/components/ui/skeleton';
import { toast } from '#client/components/ui/toaster';
import { LoadFailure } from '#client/components/ui/load-failure';
import { isApiError } from '#client/lib/api-client';
import { cn } from '#client/lib/cn';
import { shareProductLink } from '#client/kits/products';
import { sharesQuery, useCreateShare, useRevokeShare } from '#client/features/wishlists/api/wishlist-api';
import { ConfirmDialog } from '#client/features/wishlists/components/confirm-dialog';
import { formatDateTime, issuesByField } from '#client/features/wishlists/lib/wishlist-format';

const STATUS_CLASSES: Record<Share['status'], string> = {
  active: 'bg-success-soft text-success-soft-foreground',
  expired: 'bg-muted text-muted-foreground',
  revoked: 'bg-destructive-soft text-destructive-soft-foreground',
};
const STATUS_LABELS: Record<Share['status'], string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

function ShareRow({ share, onRevoke }: { share: Share; onRevoke(share: Share): void }) {
  return (
    <li data-testid="share-link" data-status={share.status} className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn('rounded-full px-2 py-0.5 text-caption font-semibold', STATUS_CLASSES[share.status])}>{STATUS_LABELS[share.status]}</span>
        <span className="tabular text-caption text-muted-foreground">
          {share.viewCount} {share.viewCount === 1 ? 'view' : 'views'}
          {share.lastAccessedAt ? ` · last opened ${formatDateTime(share.lastAccessedAt)}` : ''}
        </span>
      </div>
      <p className="font-mono text-caption break-all">{share.url}</p>
      <p className="text-caption text-muted-foreground">
        Created {formatDateTime(share.createdAt)} · {share.expiresAt ? `${share.status === 'expired' ? 'expired' : 'expires'} ${formatDateTime(share.expiresAt)}` : 'never expires'}
      </p>
      {share.status === 'active' ? (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" className="h-11 sm:h-9" onClick={() => void shareProductLink(share.url)}>
            <Copy aria-hidden="true" className="size-4" />
            Copy link
          </Button>
          <Button size="sm" variant="ghost" className="h-11 text-destructive sm:h-9" onClick={() => onRevoke(share)}>
            <Ban aria-hidden="true" className="size-4" />
            Revoke
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The owner's share links: create (optionally expiring after some days), copy, revoke, with views and last access. */
export function SharesPanel({ wishlistId }: { wishlistId: string }) {
  const shares = useQuery(sharesQuery(wishlistId));
  const create = useCreateShare(wishlistId);
  const revoke = useRevokeShare(wishlistId);
  const [days, setDays] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [revoking, setRevoking] = useState<Share | null>(null);

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    const input = { expiresInDays: days.trim() === '' ? null : Number(days) };
    const checked = CreateShareInput.safeParse(input);
    if (!checked.success) {
      setError(issuesByField(checked.error.issues).expiresInDays);
      return;
    }
    setError(undefined);
    try {
      const { share } = await create.mutateAsync(input);
      setDays('');
      await shareProductLink(share.url);
    } catch (failure) {
      setError(isApiError(failure) ? (failure.fields?.expiresInDays ?? failure.message) : 'Could not create the link. Please try again.');
    }
  };

  return (
    <section aria-labelledby="shares-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="shares-heading" className="flex items-center gap-2 text-title font-semibold">
          <Link2 aria-hidden="true" className="size-5" />
          Share links
        </h2>
        <p className="text-sm text-muted-foreground">Anyone with a link sees the list and can claim a gift, without an account.</p>
      </div>
      <form onSubmit={(event) => void onCreate(event)} noValidate aria-label="Create a share link" className="flex flex-wrap items-start gap-3">
        <FormField label="Expires after (days)" error={error} hint="Leave empty for a link that does not expire." className="min-w-48 flex-1">
          {(control) => <Input {...control} type="number" inputMode="numeric" min={1} max={365} value={days} onChange={(e) => setDays(e.target.value)} />}
        </FormField>
        <Button type="submit" loading={create.isPending} loadingText="Creating..." className="sm:mt-[1.625rem]">
          <Plus aria-hidden="true" className="size-4" />
          Create link
        </Button>
      </form>
      {shares.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading share links</span>
          <Skeleton className="h-16 w-full" />
        </div>
      ) : shares.isError ? (
        <LoadFailure className="items-baseline gap-1 text-sm text-destructive" retryVariant="link" retrySize="md" onRetry={() => void shares.refetch()}>
          {isApiError(shares.error) ? shares.error.message : 'Share links could not be loaded.'}
        </LoadFailure>
      ) : shares.data.shares.length === 0 ? (
        <p className="text-sm text-muted-foreground">No share links yet.</p>
      ) : (
        <ul aria-label="Share links" className="divide-y divide-border">
          {shares.data.shares.map((share) => (
            <ShareRow key={share.id} share={share} onRevoke={setRevoking} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this link?"
        description="People who open it will see that it is no longer active."
        confirmLabel="Revoke link"
        busy={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success('Link revoked');
              setRevoking(null);
            },
            onError: (failure) => toast.error(isApiError(failure) ? failure.message : 'Could not revoke the link.'),
          })
        }
      />
    </section>
  );
}

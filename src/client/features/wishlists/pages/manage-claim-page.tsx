import { useQuery } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ErrorScreen } from '#client/components/errors/error-screen';
import { Alert } from '#client/components/ui/alert';
import { Skeleton } from '#client/components/ui/skeleton';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import {
  claimByTokenQuery,
  useCancelClaimByToken,
  useConfirmClaimByToken,
  useUpdateClaimByToken,
} from '#client/features/wishlists/api/wishlist-api';
import { ClaimCard } from '#client/features/wishlists/components/claim-card';

/**
 * /claims/manage/{token}: a share-link visitor's emailed link. Opening it confirms the claim; then the visitor
 * can mark it purchased, or cancel it, without an account.
 */
export default function ManageClaimPage() {
  const { token = '' } = useParams();
  const claim = useQuery(claimByTokenQuery(token));
  const confirm = useConfirmClaimByToken(token);
  const update = useUpdateClaimByToken(token);
  const cancel = useCancelClaimByToken(token);
  const [cancelled, setCancelled] = useState(false);
  const confirming = useRef(false);
  const pending = claim.data?.claim.status === 'pending';

  // The link in the email is the confirmation: a pending claim is confirmed once, on opening.
  useEffect(() => {
    if (!pending || confirming.current) return;
    confirming.current = true;
    confirm.mutate(undefined, {
      onSuccess: () => toast.success('Your claim is confirmed'),
      onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not confirm your claim. Please reload the page.'),
    });
  }, [pending, confirm]);

  let body;
  if (cancelled) {
    body = (
      <Alert variant="info" title="Claim cancelled">
        The gift is free again for others to claim.
      </Alert>
    );
  } else if (claim.isPending) {
    body = (
      <div role="status">
        <span className="sr-only">Loading your claim</span>
        <Skeleton className="h-32 w-full" />
      </div>
    );
  } else if (claim.isError) {
    body =
      isApiError(claim.error) && [404, 410].includes(claim.error.status) ? (
        <Alert variant="warning" title="This claim link does not work">
          {claim.error.message}
        </Alert>
      ) : (
        <ErrorScreen error={claim.error} onRetry={() => void claim.refetch()} />
      );
  } else {
    const current = claim.data.claim;
    body = (
      <ClaimCard
        claim={current}
        busy={update.isPending || cancel.isPending || confirm.isPending}
        listTitle={<span className="font-medium text-foreground">{current.wishlist.title}</span>}
        onMarkPurchased={(purchased) =>
          update.mutate(
            { purchased },
            {
              onSuccess: () => toast.success(purchased ? 'Marked as purchased' : 'Marked as not purchased yet'),
              onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not update your claim.'),
            },
          )
        }
        onCancel={() =>
          cancel.mutate(undefined, {
            onSuccess: () => setCancelled(true),
            onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not cancel your claim.'),
          })
        }
      >
        <p className="text-sm text-muted-foreground">Claimed as {current.name}. Keep this email: its link is how you change or cancel the claim.</p>
      </ClaimCard>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-12">
      <div className="flex items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
          <Gift aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">Your claim</h1>
      </div>
      {body}
    </div>
  );
}

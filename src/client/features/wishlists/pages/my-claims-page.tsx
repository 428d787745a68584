import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Gift } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorScreen } from '#client/components/errors/error-screen';
import { Skeleton } from '#client/components/ui/skeleton';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { LogGivenButton } from '#client/kits/recipient-ideas';
import { myClaimsQuery, useCancelClaim, useUpdateClaim } from '#client/features/wishlists/api/wishlist-api';
import { ClaimCard } from '#client/features/wishlists/components/claim-card';

/** /claims ('My claims'): what the person has promised to buy, across lists, with the purchased state. */
export default function MyClaimsPage() {
  const claims = useQuery(myClaimsQuery());
  const update = useUpdateClaim();
  const cancel = useCancelClaim();
  const busy = update.isPending || cancel.isPending;

  let body;
  if (claims.isPending) {
    body = (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading your claims</span>
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  } else if (claims.isError) {
    body = <ErrorScreen error={claims.error} onRetry={() => void claims.refetch()} />;
  } else if (claims.data.claims.length === 0) {
    body = (
      <section className="flex flex-col items-center gap-3 rounded-card border border-dashed border-input px-4 py-14 text-center">
        <Gift aria-hidden="true" className="size-10 text-primary" strokeWidth={1.5} />
        <h2 className="text-title font-semibold">No claims yet</h2>
        <p className="max-w-md text-muted-foreground">When you claim a gift on someone’s wishlist, it shows here, and you can mark it purchased once you have it.</p>
      </section>
    );
  } else {
    const bought = claims.data.claims.filter((c) => c.purchased).length;
    body = (
      <>
        <p className="tabular text-sm text-muted-foreground">
          {claims.data.claims.length} {claims.data.claims.length === 1 ? 'gift' : 'gifts'} promised, {bought} purchased
        </p>
        <ul aria-label="My claims" className="flex flex-col gap-3">
          {claims.data.claims.map((claim) => (
            <li key={claim.id}>
              <ClaimCard
                claim={claim}
                busy={busy}
                actions={
                  <LogGivenButton
                    gift={{ title: claim.item.title, price: claim.item.price, url: claim.item.url, productId: claim.item.productId }}
                    className="ml-0 h-11 sm:h-9"
                  />
                }
                listTitle={
                  <Link to={`/wishlists/${claim.wishlist.id}`} className="text-secondary underline underline-offset-4">
                    {claim.wishlist.title}
                  </Link>
                }
                onMarkPurchased={(purchased) =>
                  update.mutate(
                    { claimId: claim.id, change: { purchased } },
                    {
                      onSuccess: () => toast.success(purchased ? 'Marked as purchased' : 'Marked as not purchased yet'),
                      onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not update your claim.'),
                    },
                  )
                }
                onCancel={() =>
                  cancel.mutate(claim.id, {
                    onSuccess: () => toast.success('Claim cancelled'),
                    onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not cancel your claim.'),
                  })
                }
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <Link to="/wishlists" className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm text-secondary underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        My wishlists
      </Link>
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">My claims</h1>
        <p className="text-muted-foreground">The gifts you have promised to buy. The owners never see them until after their event.</p>
      </header>
      {body}
    </div>
  );
}

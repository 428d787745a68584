import { useQuery } from '@tanstack/react-query';
import { Link2Off, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { WISHLIST_MESSAGES } from '#shared/schemas/wishlists/fields';
import { ErrorScreen } from '#client/components/errors/error-screen';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { isApiError } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-context';
import { usePageTitle } from '#client/lib/use-page-title';
import { sharedWishlistQuery } from '#client/features/wishlists/api/wishlist-api';
import { isItemSort, SortSelect } from '#client/features/wishlists/components/sort-select';
import { WishlistHeader } from '#client/features/wishlists/components/wishlist-header';
import { WishlistItems } from '#client/features/wishlists/components/wishlist-items';

/** The messages of a link that gives no list (expired, revoked, unknown), as the server words them. */
const GONE_MESSAGES: readonly string[] = [WISHLIST_MESSAGES.shareExpired, WISHLIST_MESSAGES.shareRevoked, WISHLIST_MESSAGES.shareNotFound];

function LinkGone({ message }: { message: string }) {
  return (
    <section role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <Link2Off aria-hidden="true" className="size-10 text-muted-foreground" strokeWidth={1.75} />
      <h1 className="text-title font-semibold">This link does not open a wishlist</h1>
      <p className="text-muted-foreground">{message}</p>
      <Button variant="outline" asChild>
        <Link to="/">Go to Giftwise</Link>
      </Button>
    </section>
  );
}

/**
 * /wishlists/shared/{token}: a list opened through a share link, with or without an account. Signed-in visitors
 * see each other's claims; signed-out visitors (who may be the owner) see only what is taken or free, and claim
 * with their name and email (confirmed by an emailed link); the signed-in owner sees no claims (decision 173).
 */
export default function SharedWishlistPage() {
  const { token = '' } = useParams();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const sort = isItemSort(sortParam) ? sortParam : 'priority';
  const shared = useQuery(sharedWishlistQuery(token));
  const [pending, setPending] = useState<string | null>(null);
  usePageTitle(shared.data?.wishlist.title ?? 'Shared wishlist');

  const setSort = (next: string) => {
    const copy = new URLSearchParams(params);
    if (next === 'priority') copy.delete('sort');
    else copy.set('sort', next);
    setParams(copy, { replace: true });
  };

  let body;
  if (shared.isPending) {
    body = (
      <div role="status" className="flex flex-col gap-6">
        <span className="sr-only">Loading the wishlist</span>
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  } else if (shared.isError) {
    const message = isApiError(shared.error) ? shared.error.message : '';
    body = GONE_MESSAGES.includes(message) || (isApiError(shared.error) && [404, 410].includes(shared.error.status)) ? (
      <LinkGone message={message || WISHLIST_MESSAGES.shareNotFound} />
    ) : (
      <ErrorScreen error={shared.error} onRetry={() => void shared.refetch()} />
    );
  } else {
    const { wishlist, items, viewer } = shared.data;
    // Sorting on the server's order: the shared read returns priority order; price sorts are done here.
    const sorted =
      sort === 'priority'
        ? items
        : [...items].sort((a, b) => {
            const pa = a.price ?? Number.POSITIVE_INFINITY;
            const pb = b.price ?? Number.POSITIVE_INFINITY;
            return sort === 'price-asc' ? pa - pb : (b.price ?? -1) - (a.price ?? -1);
          });
    body = (
      <>
        <WishlistHeader wishlist={wishlist} viewer={viewer} />
        {pending ? (
          <Alert variant="success" title="Almost done">
            <span className="inline-flex items-center gap-1.5">
              <MailCheck aria-hidden="true" className="size-4" />
              {pending}
            </span>
          </Alert>
        ) : null}
        {!user && viewer.canClaim ? (
          <p className="text-sm text-muted-foreground">
            Claim a gift so nobody buys it twice. The owner never sees who claimed what until after the event.{' '}
            <Link to={`/login?next=${encodeURIComponent(`/wishlists/shared/${token}`)}`} className="text-secondary underline underline-offset-4">
              Sign in
            </Link>{' '}
            to keep your claims in one place.
          </p>
        ) : null}
        <section aria-labelledby="items-heading" className="flex flex-col gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <h2 id="items-heading" className="text-title font-semibold">
              Items
            </h2>
            <SortSelect value={sort} onChange={setSort} />
          </div>
          {items.length === 0 ? (
            <p className="rounded-card border border-dashed border-input px-4 py-10 text-center text-muted-foreground">Nothing has been added to this list yet.</p>
          ) : (
            <WishlistItems
              detail={{ ...shared.data, items: sorted }}
              sort={sort}
              claimVia={{ kind: 'share', token, signedIn: Boolean(user) }}
              memberClaimActions={Boolean(user)}
              onClaimPending={setPending}
            />
          )}
        </section>
      </>
    );
  }

  return <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:py-12">{body}</div>;
}

import { useQuery } from '@tanstack/react-query';
import { Gift, Heart, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { WishlistSummary } from '#shared/schemas/wishlists/lists';
import { ErrorScreen } from '#client/components/errors/error-screen';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { myWishlistsQuery } from '#client/kits/wishlists';
import { useDeleteWishlist } from '#client/features/wishlists/api/wishlist-api';
import { ConfirmDialog } from '#client/features/wishlists/components/confirm-dialog';
import { ReceivedInvitations } from '#client/features/wishlists/components/received-invitations';
import { WishlistBadges } from '#client/features/wishlists/components/wishlist-badges';
import { WishlistFormDialog } from '#client/features/wishlists/components/wishlist-form-dialog';
import { WishlistStats } from '#client/features/wishlists/components/wishlist-stats';

function CardsSkeleton() {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading your wishlists</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="flex flex-col overflow-hidden rounded-card border border-border bg-card">
          <Skeleton className="h-28 w-full rounded-none" />
          <div className="flex flex-col gap-3 p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-10 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

function WishlistCard({ wishlist, onEdit, onDelete }: { wishlist: WishlistSummary; onEdit(): void; onDelete(): void }) {
  const isOwner = wishlist.role === 'owner';
  return (
    <li data-testid="wishlist-card" data-wishlist-id={wishlist.id} className="flex">
      <article className="relative flex w-full flex-col overflow-hidden rounded-card border border-border bg-card transition-colors duration-150 hover:border-input">
        {wishlist.coverImageUrl ? (
          <img src={wishlist.coverImageUrl} alt="" className="h-28 w-full border-b border-border object-cover" />
        ) : (
          <div aria-hidden="true" className="flex h-28 w-full items-center justify-center border-b border-border bg-primary-soft text-primary-soft-foreground">
            <Heart className="size-8" strokeWidth={1.5} />
          </div>
        )}
        <div className="flex flex-1 flex-col gap-3 p-4">
          <h2 className="text-lg leading-snug font-semibold">
            <Link
              to={`/wishlists/${wishlist.id}`}
              className="outline-none after:absolute after:inset-0 after:rounded-card after:content-[''] hover:underline hover:underline-offset-4 focus-visible:after:outline-2 focus-visible:after:outline-ring"
            >
              {wishlist.title}
            </Link>
          </h2>
          <WishlistBadges wishlist={wishlist} role={wishlist.role} />
          {wishlist.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{wishlist.description}</p> : null}
          <WishlistStats stats={wishlist.stats} className="mt-auto" />
          {isOwner ? (
            <div className="relative z-10 flex gap-2 border-t border-border pt-3">
              <Button variant="ghost" size="sm" className="h-11 sm:h-9" onClick={onEdit} aria-label={`Edit ${wishlist.title}`}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Button>
              <Button variant="ghost" size="sm" className="h-11 text-destructive sm:h-9" onClick={onDelete} aria-label={`Delete ${wishlist.title}`}>
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </Button>
            </div>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** /wishlists: the person's lists with their stats, invitations to answer, create, edit and delete, and 'My claims'. */
export default function WishlistsPage() {
  const lists = useQuery(myWishlistsQuery());
  const navigate = useNavigate();
  const remove = useDeleteWishlist();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<WishlistSummary | null>(null);
  const [deleting, setDeleting] = useState<WishlistSummary | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Wishlist deleted');
        setDeleting(null);
      },
      onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not delete the wishlist. Please try again.'),
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">My wishlists</h1>
          <p className="text-muted-foreground">Gift ideas for every occasion, to keep, share and plan together.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" asChild>
            <Link to="/claims">
              <Gift aria-hidden="true" className="size-4" />
              My claims
            </Link>
          </Button>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            New wishlist
          </Button>
        </div>
      </header>

      <ReceivedInvitations />

      {lists.isPending ? (
        <CardsSkeleton />
      ) : lists.isError ? (
        <ErrorScreen error={lists.error} onRetry={() => void lists.refetch()} />
      ) : lists.data.wishlists.length === 0 ? (
        <section className="flex flex-col items-center gap-4 rounded-card border border-dashed border-input px-4 py-14 text-center">
          <Heart aria-hidden="true" className="size-10 text-primary" strokeWidth={1.5} />
          <h2 className="text-title font-semibold">No wishlists yet</h2>
          <p className="max-w-md text-muted-foreground">
            Start a list for a birthday, a wedding or just because, then add gifts from Discover, your AI picks or any shop’s link.
          </p>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Create your first wishlist
          </Button>
        </section>
      ) : (
        <ul aria-label="Your wishlists" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {lists.data.wishlists.map((wishlist) => (
            <WishlistCard key={wishlist.id} wishlist={wishlist} onEdit={() => setEditing(wishlist)} onDelete={() => setDeleting(wishlist)} />
          ))}
        </ul>
      )}

      <WishlistFormDialog open={creating} onOpenChange={setCreating} onSaved={(saved) => void navigate(`/wishlists/${saved.id}`)} />
      <WishlistFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} wishlist={editing ?? undefined} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this wishlist?"
        description={deleting ? `“${deleting.title}” and its share links stop working for everyone you shared it with.` : ''}
        confirmLabel="Delete wishlist"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

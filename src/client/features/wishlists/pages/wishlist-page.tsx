import { useQuery } from '@tanstack/react-query';
import { Archive, ArrowLeft, Pencil, Plus, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorScreen } from '#client/components/errors/error-screen';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { usePageTitle } from '#client/lib/use-page-title';
import { useArchiveWishlist, useDeleteWishlist, wishlistDetailQuery } from '#client/features/wishlists/api/wishlist-api';
import { AddItemDialog } from '#client/features/wishlists/components/add-item-dialog';
import { CollaboratorsPanel } from '#client/features/wishlists/components/collaborators-panel';
import { ConfirmDialog } from '#client/features/wishlists/components/confirm-dialog';
import { SharesPanel } from '#client/features/wishlists/components/shares-panel';
import { isItemSort, SortSelect } from '#client/features/wishlists/components/sort-select';
import { WishlistFormDialog } from '#client/features/wishlists/components/wishlist-form-dialog';
import { WishlistHeader } from '#client/features/wishlists/components/wishlist-header';
import { WishlistItems } from '#client/features/wishlists/components/wishlist-items';

function DetailSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">Loading the wishlist</span>
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-20 w-full" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-28 w-full" />
      ))}
    </div>
  );
}

/** /wishlists/{id}: the list, its items and (for members) collaborators and share links. */
export default function WishlistPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const sort = isItemSort(sortParam) ? sortParam : 'priority';
  const detail = useQuery(wishlistDetailQuery(id, sort));
  const navigate = useNavigate();
  const archive = useArchiveWishlist();
  const remove = useDeleteWishlist();
  const [adding, setAdding] = useState(false);
  const [addingSurprise, setAddingSurprise] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<'archive' | 'delete' | null>(null);
  usePageTitle(detail.data?.wishlist.title ?? 'Wishlist');

  const setSort = (next: string) => {
    const copy = new URLSearchParams(params);
    if (next === 'priority') copy.delete('sort');
    else copy.set('sort', next);
    setParams(copy, { replace: true });
  };

  let body;
  if (detail.isPending) body = <DetailSkeleton />;
  else if (detail.isError) body = <ErrorScreen error={detail.error} onRetry={() => void detail.refetch()} />;
  else {
    const { wishlist, items, viewer } = detail.data;
    const archived = wishlist.archivedAt !== null;
    // Each owner control shows exactly when the rulebook allows its request (settings and archive: update).
    const ownerActions = viewer.canUpdate || viewer.canDelete ? (
      <>
        {viewer.canUpdate ? (
          <Button variant="outline" size="sm" className="h-11 sm:h-9" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
        ) : null}
        {viewer.canUpdate && !archived ? (
          <Button variant="outline" size="sm" className="h-11 sm:h-9" onClick={() => setConfirm('archive')}>
            <Archive aria-hidden="true" className="size-4" />
            Archive
          </Button>
        ) : null}
        {viewer.canDelete ? (
          <Button variant="ghost" size="sm" className="h-11 text-destructive sm:h-9" onClick={() => setConfirm('delete')}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        ) : null}
      </>
    ) : null;
    body = (
      <>
        <WishlistHeader wishlist={wishlist} viewer={viewer} actions={ownerActions} />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby="items-heading" className="flex min-w-0 flex-col gap-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <h2 id="items-heading" className="text-title font-semibold">
                Items
              </h2>
              <div className="flex flex-wrap items-center gap-2">
                <SortSelect value={sort} onChange={setSort} />
                {viewer.canEditItems ? (
                  <Button onClick={() => setAdding(true)}>
                    <Plus aria-hidden="true" className="size-4" />
                    Add item
                  </Button>
                ) : null}
                {viewer.canClaim ? (
                  <Button variant="outline" onClick={() => setAddingSurprise(true)}>
                    <Sparkles aria-hidden="true" className="size-4" />
                    Add a surprise
                  </Button>
                ) : null}
              </div>
            </div>
            {viewer.canEditItems && sort === 'priority' && items.length > 1 ? (
              <p className="text-caption text-muted-foreground">Drag an item by its handle, or focus the handle and use Space and the arrow keys, to change the order.</p>
            ) : null}
            {items.length === 0 ? (
              <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-input px-4 py-12 text-center">
                <h3 className="font-semibold">No items yet</h3>
                <p className="max-w-sm text-sm text-muted-foreground">
                  {viewer.canEditItems
                    ? 'Paste a shop’s link, type an idea in, or save gifts from Discover and your AI picks.'
                    : 'Nothing has been added to this list yet.'}
                </p>
                {viewer.canEditItems ? (
                  <Button onClick={() => setAdding(true)}>
                    <Plus aria-hidden="true" className="size-4" />
                    Add item
                  </Button>
                ) : null}
              </div>
            ) : (
              <WishlistItems detail={detail.data} sort={sort} claimVia={{ kind: 'member', wishlistId: wishlist.id }} memberClaimActions />
            )}
          </section>
          <aside className="flex flex-col gap-8">
            {viewer.role !== null ? <CollaboratorsPanel wishlistId={wishlist.id} canInvite={viewer.canInvite} /> : null}
            {viewer.canShare ? <SharesPanel wishlistId={wishlist.id} /> : null}
          </aside>
        </div>
        <AddItemDialog wishlistId={wishlist.id} open={adding} onOpenChange={setAdding} />
        <AddItemDialog wishlistId={wishlist.id} open={addingSurprise} onOpenChange={setAddingSurprise} surprise />
        <WishlistFormDialog open={editing} onOpenChange={setEditing} wishlist={wishlist} />
        <ConfirmDialog
          open={confirm === 'archive'}
          onOpenChange={(open) => !open && setConfirm(null)}
          title="Archive this wishlist?"
          description="Archiving ends the surprise: you will see what was claimed and bought."
          confirmLabel="Archive"
          busy={archive.isPending}
          onConfirm={() =>
            archive.mutate(wishlist.id, {
              onSuccess: () => {
                toast.success('Wishlist archived');
                setConfirm(null);
              },
              onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not archive the wishlist.'),
            })
          }
        />
        <ConfirmDialog
          open={confirm === 'delete'}
          onOpenChange={(open) => !open && setConfirm(null)}
          title="Delete this wishlist?"
          description={`“${wishlist.title}” and its share links stop working for everyone you shared it with.`}
          confirmLabel="Delete wishlist"
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(wishlist.id, {
              onSuccess: () => {
                toast.success('Wishlist deleted');
                void navigate('/wishlists');
              },
              onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not delete the wishlist.'),
            })
          }
        />
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
      <Link to="/wishlists" className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm text-secondary underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        My wishlists
      </Link>
      {body}
    </div>
  );
}

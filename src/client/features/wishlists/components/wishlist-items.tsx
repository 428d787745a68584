import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ItemClaim, ListItem, WishlistDetailResponse } from '#shared/schemas/wishlists/items';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { wishlistKeys } from '#client/kits/wishlists';
import { type ItemSort, useCancelClaim, useDeleteItem, useMoveItem, useUpdateClaim } from '#client/features/wishlists/api/wishlist-api';
import { ClaimDialog, type ClaimTarget } from '#client/features/wishlists/components/claim-dialog';
import { ConfirmDialog } from '#client/features/wishlists/components/confirm-dialog';
import { EditItemDialog } from '#client/features/wishlists/components/edit-item-dialog';
import { ItemRow } from '#client/features/wishlists/components/item-row';
import { SortableList } from '#client/features/wishlists/components/sortable-list';

export interface WishlistItemsProps {
  detail: WishlistDetailResponse;
  sort: ItemSort;
  claimVia: ClaimTarget['via'];
  /** Signed-out share-link visitors claim by email and manage the claim from there: no claim buttons of their own here. */
  memberClaimActions: boolean;
  onClaimPending?(message: string): void;
}

/** The list's items: reorderable for owner and editors (sorted by priority), with edit, delete and the claim actions. */
export function WishlistItems({ detail, sort, claimVia, memberClaimActions, onClaimPending }: WishlistItemsProps) {
  const { wishlist, items, viewer } = detail;
  const queryClient = useQueryClient();
  const move = useMoveItem(wishlist.id);
  const removeItem = useDeleteItem(wishlist.id);
  const updateClaim = useUpdateClaim();
  const cancelClaim = useCancelClaim();
  const [editing, setEditing] = useState<ListItem | null>(null);
  const [deleting, setDeleting] = useState<ListItem | null>(null);
  const [claiming, setClaiming] = useState<ListItem | null>(null);

  const reorderable = viewer.canEditItems && sort === 'priority' && items.length > 1;

  const onReorder = ({ itemId, beforeItemId, ids }: { itemId: string; beforeItemId: string | null; ids: string[] }) => {
    const key = wishlistKeys.detailSorted(wishlist.id, sort);
    // The new order shows at once; the server's answer (new priority and position) replaces it.
    queryClient.setQueryData<WishlistDetailResponse>(key, (data) =>
      data ? { ...data, items: ids.map((id) => data.items.find((item) => item.id === id)).filter((item): item is ListItem => Boolean(item)) } : data,
    );
    move.mutate(
      { itemId, beforeItemId },
      { onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not move the item. Please try again.') },
    );
  };

  const onMarkPurchased = (claim: ItemClaim, purchased: boolean) =>
    updateClaim.mutate(
      { claimId: claim.id, change: { purchased } },
      {
        onSuccess: () => toast.success(purchased ? 'Marked as purchased' : 'Marked as not purchased yet'),
        onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not update your claim.'),
      },
    );
  const onCancelClaim = (claim: ItemClaim) =>
    cancelClaim.mutate(claim.id, {
      onSuccess: () => toast.success('Claim cancelled'),
      onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not cancel your claim.'),
    });

  const row = (item: ListItem, handle?: React.ReactNode) => (
    <ItemRow
      item={item}
      viewer={viewer}
      handle={handle}
      onEdit={setEditing}
      onDelete={setDeleting}
      onClaim={setClaiming}
      onMarkPurchased={memberClaimActions ? onMarkPurchased : undefined}
      onCancelClaim={memberClaimActions ? onCancelClaim : undefined}
      busy={updateClaim.isPending || cancelClaim.isPending}
    />
  );

  return (
    <>
      {reorderable ? (
        <SortableList items={items} label="Items" onReorder={onReorder} renderItem={(item, handle) => row(item, handle)} />
      ) : (
        <ul aria-label="Items" className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.id} data-testid="wishlist-item" data-item-id={item.id}>
              {row(item)}
            </li>
          ))}
        </ul>
      )}
      <EditItemDialog wishlistId={wishlist.id} item={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ClaimDialog item={claiming} via={claimVia} onOpenChange={(open) => !open && setClaiming(null)} onPending={onClaimPending} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this item?"
        description={deleting ? `“${deleting.title}” leaves the list.` : ''}
        confirmLabel="Delete item"
        busy={removeItem.isPending}
        onConfirm={() =>
          deleting &&
          removeItem.mutate(deleting.id, {
            onSuccess: () => {
              toast.success('Item deleted');
              setDeleting(null);
            },
            onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not delete the item.'),
          })
        }
      />
    </>
  );
}

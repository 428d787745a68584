import { type FormEvent, useState } from 'react';
import { type ListItem, UpdateItemInput } from '#shared/schemas/wishlists/items';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { useUpdateItem } from '#client/features/wishlists/api/wishlist-api';
import { ItemFields, type ItemValues, itemBody } from '#client/features/wishlists/components/item-fields';
import { issuesByField } from '#client/features/wishlists/lib/wishlist-format';

function valuesOf(item: ListItem): ItemValues {
  return {
    title: item.title,
    description: item.description ?? '',
    url: item.url ?? '',
    imageUrl: item.imageUrl ?? '',
    price: item.price === null ? '' : String(item.price),
    currency: item.currency,
    priority: String(item.priority),
    quantity: String(item.quantity),
    notes: item.notes ?? '',
  };
}

/** Change an item's fields (owner and editors). Anyone who claimed it is told by the server. */
export function EditItemDialog({ wishlistId, item, onOpenChange }: { wishlistId: string; item: ListItem | null; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange}>
      <DialogContent title="Edit item" className="max-w-xl">
        {item ? <EditItemForm wishlistId={wishlistId} item={item} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditItemForm({ wishlistId, item, onDone }: { wishlistId: string; item: ListItem; onDone(): void }) {
  const [values, setValues] = useState(() => valuesOf(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateItem(wishlistId);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const all = itemBody(values);
    // The image field shows the server's copy (a local /api/media address) until the person types a new address:
    // unchanged, it is not sent back, so the copy stays and the original address is kept.
    const { imageUrl, ...rest } = all;
    const body = values.imageUrl === (item.imageUrl ?? '') ? rest : { ...rest, imageUrl };
    const checked = UpdateItemInput.safeParse(body);
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues));
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ itemId: item.id, change: body });
      toast.success('Item updated');
      onDone();
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      toast.error(isApiError(error) ? error.message : 'Could not save the item. Please try again.');
    }
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Edit item" className="flex flex-col gap-5">
      <ItemFields values={values} errors={errors} onChange={setValues} />
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending} loadingText="Saving...">
          Save changes
        </Button>
      </div>
    </form>
  );
}

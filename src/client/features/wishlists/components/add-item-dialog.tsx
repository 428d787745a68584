import { Link2, PencilLine, Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { TypedItemInput, type UrlPreview } from '#shared/schemas/wishlists/items';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { cn } from '#client/lib/cn';
import { useAddToWishlist } from '#client/kits/wishlists';
import { useAddSurpriseItem, useUrlPreview } from '#client/features/wishlists/api/wishlist-api';
import { EMPTY_ITEM, ItemFields, type ItemValues, itemBody } from '#client/features/wishlists/components/item-fields';
import { issuesByField } from '#client/features/wishlists/lib/wishlist-format';

type Mode = 'typed' | 'url';

function fromPreview(preview: UrlPreview): ItemValues {
  return {
    ...EMPTY_ITEM,
    title: preview.title ?? '',
    description: preview.description ?? '',
    url: preview.url,
    imageUrl: preview.imageUrl ?? '',
    price: preview.price === null ? '' : String(preview.price),
    currency: preview.currency ?? 'USD',
  };
}

export interface AddItemDialogProps {
  wishlistId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** A viewer's surprise item (never shown to the owner before the reveal) instead of a list item. */
  surprise?: boolean;
}

/** Add an item by typing it in, or by pasting a product page's address and correcting what was read. */
export function AddItemDialog({ wishlistId, open, onOpenChange, surprise = false }: AddItemDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={surprise ? 'Add a surprise item' : 'Add an item'}
        description={surprise ? 'The owner will not see it until after the event. It counts as claimed by you.' : undefined}
        className="max-w-xl"
      >
        {open ? <AddItemForm wishlistId={wishlistId} surprise={surprise} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AddItemForm({ wishlistId, surprise, onDone }: { wishlistId: string; surprise: boolean; onDone(): void }) {
  const [mode, setMode] = useState<Mode>('url');
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [read, setRead] = useState(false);
  const [values, setValues] = useState<ItemValues>(EMPTY_ITEM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const preview = useUrlPreview();
  const add = useAddToWishlist();
  const addSurprise = useAddSurpriseItem(wishlistId);
  const tabsId = useId();

  const readPage = async (event: FormEvent) => {
    event.preventDefault();
    setLinkError(null);
    if (!link.trim()) {
      setLinkError('Please paste a web address');
      return;
    }
    try {
      const { preview: found } = await preview.mutateAsync(link.trim());
      setValues(fromPreview(found));
      setErrors({});
      setRead(true);
    } catch (error) {
      setLinkError(isApiError(error) ? (error.fields?.url ?? error.message) : 'We could not read that page. Please try again.');
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = itemBody(values);
    const checked = TypedItemInput.safeParse(body);
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues));
      return;
    }
    setErrors({});
    try {
      if (surprise) await addSurprise.mutateAsync(body);
      else await add.mutateAsync({ wishlistId, item: body });
      toast.success(surprise ? 'Surprise item added' : 'Item added');
      onDone();
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      toast.error(isApiError(error) ? error.message : 'Could not add the item. Please try again.');
    }
  };

  const saving = add.isPending || addSurprise.isPending;
  const tab = (value: Mode, label: string, Icon: typeof Link2) => (
    <button
      type="button"
      role="tab"
      id={`${tabsId}-${value}`}
      aria-selected={mode === value}
      aria-controls={`${tabsId}-panel`}
      onClick={() => setMode(value)}
      className={cn(
        'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-4 text-sm font-medium sm:min-h-9',
        mode === value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );

  return (
    <div className="flex flex-col gap-5">
      <div role="tablist" aria-label="How to add it" className="flex rounded-full border border-border bg-card p-1">
        {tab('url', 'Paste a link', Link2)}
        {tab('typed', 'Type it in', PencilLine)}
      </div>
      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${mode}`} className="flex flex-col gap-5">
        {mode === 'url' ? (
          <form onSubmit={(event) => void readPage(event)} noValidate aria-label="Read a product page" className="flex flex-col gap-3">
            <FormField label="Product page address" error={linkError ?? undefined} hint="We read its name, picture and price; you can correct them before saving.">
              {(control) => (
                <div className="flex gap-2">
                  <Input {...control} type="url" inputMode="url" placeholder="https://" value={link} onChange={(e) => setLink(e.target.value)} />
                  <Button type="submit" variant="secondary" loading={preview.isPending} loadingText="Reading...">
                    Read page
                  </Button>
                </div>
              )}
            </FormField>
          </form>
        ) : null}
        {mode === 'typed' || read ? (
          <form onSubmit={(event) => void save(event)} noValidate aria-label={mode === 'url' ? 'Check the details' : 'Item details'} className="flex flex-col gap-5">
            {mode === 'url' ? <p className="text-sm font-medium">Check the details, then save.</p> : null}
            <ItemFields values={values} errors={errors} onChange={setValues} withPriority={!surprise} />
            <div className="flex justify-end">
              <Button type="submit" loading={saving} loadingText="Saving...">
                <Plus aria-hidden="true" className="size-4" />
                {surprise ? 'Add surprise item' : 'Add to list'}
              </Button>
            </div>
          </form>
        ) : null}
      </div>
    </div>
  );
}

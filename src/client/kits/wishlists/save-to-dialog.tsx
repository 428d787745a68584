import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import type { AddItemInput } from '#shared/schemas/wishlists/items';
import type { WishlistResponse } from '#shared/schemas/wishlists/lists';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Skeleton } from '#client/components/ui/skeleton';
import { toast } from '#client/components/ui/toaster';
import { LoadFailure } from '#client/components/ui/load-failure';
import { api, isApiError } from '#client/lib/api-client';
import { cn } from '#client/lib/cn';
import { myWishlistsQuery, useAddToWishlist } from './wishlists-api';

interface SaveToProps {
  /** What is saved: a catalog product or a recommendation pick. */
  source: { productId: string } | { recommendationItemId: string };
  /** The gift's name, for the dialog's title and the button's accessible name. */
  title: string;
  className?: string;
}

/** The toast after a save names the list, so the person knows where it went. */
function savedToText(listTitle: string): string {
  return `Saved to ${listTitle}`;
}

function SaveToForm({ source, onDone }: SaveToProps & { onDone(): void }) {
  const lists = useQuery(myWishlistsQuery());
  const add = useAddToWishlist();
  const groupId = useId();
  const newId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [newTitle, setNewTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  // Only lists the person may add to: their own and those they edit.
  const writable = (lists.data?.wishlists ?? []).filter((list) => list.role !== 'viewer' && !list.archivedAt);
  const selected = chosen ?? writable.find((list) => list.isDefault)?.id ?? writable[0]?.id ?? null;

  const save = async (wishlistId: string, listTitle: string) => {
    await add.mutateAsync({ wishlistId, item: source as AddItemInput });
    toast.success(savedToText(listTitle));
    onDone();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      if (newTitle.trim()) {
        setCreating(true);
        const { wishlist } = await api.post<WishlistResponse>('/api/wishlists', { title: newTitle.trim() });
        await save(wishlist.id, wishlist.title);
        return;
      }
      const list = writable.find((l) => l.id === selected);
      if (!list) {
        setProblem('Choose a list, or name a new one.');
        return;
      }
      await save(list.id, list.title);
    } catch (error) {
      setProblem(isApiError(error) ? (error.fields?.title ?? error.message) : 'Could not save the gift. Please try again.');
    } finally {
      setCreating(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
      {lists.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading your wishlists</span>
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : lists.isError ? (
        <LoadFailure title="Your wishlists could not be loaded" retryVariant="link" retrySize="md" onRetry={() => void lists.refetch()} />
      ) : writable.length ? (
        <fieldset className="flex flex-col gap-2">
          <legend id={groupId} className="mb-2 text-sm font-medium">
            Your lists
          </legend>
          {writable.map((list) => (
            <label
              key={list.id}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-control border px-3 py-2 text-sm',
                selected === list.id && !newTitle.trim() ? 'border-primary bg-primary-soft' : 'border-input hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name="wishlist"
                value={list.id}
                checked={selected === list.id}
                onChange={() => setChosen(list.id)}
                className="size-4 accent-primary"
              />
              <span className="flex-1 font-medium">{list.title}</span>
              <span className="tabular text-caption text-muted-foreground">
                {list.stats.itemCount} {list.stats.itemCount === 1 ? 'item' : 'items'}
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="text-sm text-muted-foreground">You have no wishlists yet. Name one below and the gift goes straight into it.</p>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={newId}>{writable.length ? 'Or a new list' : 'New list'}</Label>
        <Input id={newId} value={newTitle} onChange={(event) => setNewTitle(event.target.value)} placeholder="Birthday ideas" maxLength={120} />
      </div>
      {problem ? (
        <p role="alert" className="text-caption font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/wishlists" className="text-sm text-secondary underline-offset-4 hover:underline">
          My wishlists
        </Link>
        <Button type="submit" loading={add.isPending || creating} loadingText="Saving...">
          Save
        </Button>
      </div>
    </form>
  );
}

/** The 'Save to…' chooser, loaded when the button is first pressed (it keeps the dialog out of first loads). */
export default function SaveToDialog({ source, title, onClose }: SaveToProps & { onClose(): void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Save to…" description={title}>
        <SaveToForm source={source} title={title} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}

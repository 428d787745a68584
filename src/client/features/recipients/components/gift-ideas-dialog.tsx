import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Gift, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type GiftIdea, GiftIdeaInput, type Recipient } from '#shared/schemas/recipients';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Skeleton } from '#client/components/ui/skeleton';
import { toast } from '#client/components/ui/toaster';
import { LoadFailure } from '#client/components/ui/load-failure';
import { isApiError } from '#client/lib/api-client';
import { recipientIdeasQuery, useAddGiftIdea, useDeleteGiftIdea, useLogIdeaAsGiven } from '#client/features/recipients/api/recipients-api';

const SOURCE_LABELS = { discover: 'From Discover', recommendations: 'From AI picks', 'gift-card': 'From a gift card', manual: 'Added by you' } as const;

function money(price: number, currency: string) {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(price);
}

/** A recipient's private gift ideas (issue 11): what you saved for them from Discover, picks and gift cards. */
export function GiftIdeasDialog({ recipient, onClose }: { recipient: Recipient | null; onClose(): void }) {
  return (
    <Dialog open={recipient !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {recipient ? (
        <DialogContent title={`Gift ideas for ${recipient.name}`} description={`Private: ${recipient.name} never sees this list.`} className="max-w-xl">
          <IdeasBody recipient={recipient} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function IdeasBody({ recipient }: { recipient: Recipient }) {
  const ideas = useQuery(recipientIdeasQuery(recipient.id));
  const remove = useDeleteGiftIdea(recipient.id);
  const logGiven = useLogIdeaAsGiven(recipient.id);
  const logAsGiven = (idea: GiftIdea) => {
    const now = new Date();
    const today = new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    logGiven.mutate(
      {
        recipient_id: recipient.id,
        gift_date: today,
        product_title: idea.title,
        product_price: idea.price,
        product_url: idea.url,
        product_id: idea.product_id,
      },
      { onSuccess: () => toast.success(`Logged as given to ${recipient.name}`), onError: (error) => toast.error(error.message) },
    );
  };
  return (
    <div className="flex flex-col gap-5">
      {ideas.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading gift ideas</span>
          <Skeleton className="h-14 w-full rounded-control" />
          <Skeleton className="h-14 w-full rounded-control" />
        </div>
      ) : ideas.isError ? (
        <LoadFailure layout="stack" messageClassName="text-sm" onRetry={() => void ideas.refetch()}>
          {ideas.error.message}
        </LoadFailure>
      ) : ideas.data.length === 0 ? (
        <p className="rounded-control bg-muted p-4 text-sm text-muted-foreground">
          No saved ideas yet. Use ‘Save for…’ on a gift card, or add one below.
        </p>
      ) : (
        <ul aria-label={`Saved ideas for ${recipient.name}`} className="flex flex-col divide-y divide-border rounded-control border border-border">
          {ideas.data.map((idea) => (
            <li key={idea.id} className="flex items-center gap-3 p-3">
              <div className="flex min-w-0 flex-1 flex-col">
                {idea.url ? (
                  <a href={idea.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-secondary hover:underline">
                    <span className="truncate">{idea.title}</span>
                    <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <span className="truncate font-medium">{idea.title}</span>
                )}
                <span className="text-caption text-muted-foreground">
                  {[idea.price !== null ? money(idea.price, idea.currency) : null, SOURCE_LABELS[idea.source]].filter(Boolean).join(' · ')}
                </span>
              </div>
              <Button variant="ghost" size="sm" aria-label={`Log ${idea.title} as given`} disabled={logGiven.isPending} onClick={() => logAsGiven(idea)}>
                <Gift aria-hidden="true" className="size-4" />
                Given
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${idea.title}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(idea.id, { onError: (error) => toast.error(error.message) })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddIdeaForm recipientId={recipient.id} />
    </div>
  );
}

function AddIdeaForm({ recipientId }: { recipientId: string }) {
  const add = useAddGiftIdea(recipientId);
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { title, url: url.trim() || null, price: price.trim() ? Number(price) : null, source: 'manual' as const };
    const checked = GiftIdeaInput.safeParse(input);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync(input);
      setTitle('');
      setUrl('');
      setPrice('');
      toast.success('Gift idea saved');
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      toast.error(isApiError(error) ? error.message : 'Could not save the idea');
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a gift idea" className="flex flex-col gap-3 border-t border-border pt-4">
      <h3 className="font-semibold">Add an idea</h3>
      <FormField label="Idea" error={errors.title}>
        {(control) => <Input {...control} value={title} onChange={(e) => setTitle(e.target.value)} />}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <FormField label="Link (optional)" error={errors.url}>
          {(control) => <Input {...control} type="url" inputMode="url" value={url} onChange={(e) => setUrl(e.target.value)} />}
        </FormField>
        <FormField label="Price (optional)" error={errors.price}>
          {(control) => <Input {...control} type="number" min={0} step="0.01" inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />}
        </FormField>
      </div>
      <Button type="submit" variant="outline" className="self-start" loading={add.isPending} loadingText="Saving...">
        <Plus aria-hidden="true" className="size-4" />
        Save idea
      </Button>
    </form>
  );
}

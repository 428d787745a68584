import { useMutation, useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { recipientsApi } from '#shared/api/recipients';
import type { GiftIdeaSource } from '#shared/schemas/recipients';
import type { GiftProduct } from '#shared/schemas/products';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { Skeleton } from '#client/components/ui/skeleton';
import { toast } from '#client/components/ui/toaster';
import { LoadFailure } from '#client/components/ui/load-failure';
import { call } from '#client/lib/api-call';
import { recipientChoicesQuery } from './recipient-calls';

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The gift idea saved for a recipient from a product card (issue 11: 'Save for…' on gift cards). */
function ideaFrom(product: GiftProduct, source: GiftIdeaSource) {
  const web = (url: string | null | undefined) => (url && /^https?:\/\//.test(url) ? url : null);
  return {
    title: product.title,
    url: web(product.amazonUrl),
    image_url: web(product.image),
    price: product.price,
    currency: product.currency,
    product_id: isUuid(product.id) ? product.id : null,
    source,
  };
}

export interface SaveForDialogProps {
  product: GiftProduct;
  source: GiftIdeaSource;
  onClose(): void;
}

/** The recipient chooser of 'Save for…', loaded when it first opens (the home page's first load stays light). */
export default function SaveForDialog({ product, source, onClose }: SaveForDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Save for…" description={`Keep “${product.title}” in someone’s private gift ideas.`}>
        <RecipientChoices product={product} source={source} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function RecipientChoices({ product, source, onDone }: { product: GiftProduct; source: GiftIdeaSource; onDone(): void }) {
  const recipients = useQuery(recipientChoicesQuery());
  const save = useMutation({
    mutationFn: async (recipient: { id: string; name: string }) => {
      await call(recipientsApi.addIdea, { params: { id: recipient.id }, body: ideaFrom(product, source) });
      return recipient;
    },
    onSuccess: (recipient) => {
      toast.success(`Saved for ${recipient.name}`);
      onDone();
    },
    onError: (error) => toast.error(error.message),
  });
  if (recipients.isPending) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">Loading your recipients</span>
        <Skeleton className="h-11 w-full rounded-control" />
        <Skeleton className="h-11 w-full rounded-control" />
      </div>
    );
  }
  if (recipients.isError) {
    return (
      <LoadFailure layout="stack" className="text-sm" onRetry={() => void recipients.refetch()}>
        {recipients.error.message}
      </LoadFailure>
    );
  }
  if (recipients.data.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p>Add the people you buy for first; then you can keep ideas for each of them.</p>
        <Button asChild>
          <Link to="/recipients">Add a recipient</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul aria-label="Recipients" className="flex flex-col gap-2">
      {recipients.data.map((recipient) => (
        <li key={recipient.id}>
          <Button
            variant="outline"
            className="w-full justify-between"
            loading={save.isPending && save.variables?.id === recipient.id}
            disabled={save.isPending}
            onClick={() => save.mutate(recipient)}
          >
            <span>{recipient.name}</span>
            <span className="text-caption text-muted-foreground">{recipient.relationship ?? ''}</span>
            <Check aria-hidden="true" className="size-4 opacity-0" />
          </Button>
        </li>
      ))}
    </ul>
  );
}

import { type FormEvent, useState } from 'react';
import { SharedClaimInput } from '#shared/schemas/wishlists/claims';
import { WISHLIST_MESSAGES } from '#shared/schemas/wishlists/fields';
import { type ListItem } from '#shared/schemas/wishlists/items';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { useClaim, useSharedClaim } from '#client/features/wishlists/api/wishlist-api';
import { issuesByField, unitsLeft } from '#client/features/wishlists/lib/wishlist-format';

export interface ClaimTarget {
  /** Claim as a signed-in viewer of the list, or through a share link (signed out: with name and email). */
  via: { kind: 'member'; wishlistId: string } | { kind: 'share'; token: string; signedIn: boolean };
}

export interface ClaimDialogProps extends ClaimTarget {
  item: ListItem | null;
  onOpenChange(open: boolean): void;
  /** Told when a signed-out visitor's claim now waits for the emailed link. */
  onPending?(message: string): void;
}

/** Reserve an item: how many (for multi-quantity items), whether to hide my name, and (signed out) who I am. */
export function ClaimDialog({ item, via, onOpenChange, onPending }: ClaimDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange}>
      <DialogContent title="Claim this gift" description={item?.title}>
        {item ? <ClaimForm item={item} via={via} onDone={() => onOpenChange(false)} onPending={onPending} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ClaimForm({ item, via, onDone, onPending }: ClaimTarget & { item: ListItem; onDone(): void; onPending?(message: string): void }) {
  const left = unitsLeft(item) ?? item.quantity;
  const anonymous = via.kind === 'share' && !via.signedIn;
  const [quantity, setQuantity] = useState('1');
  const [hideName, setHideName] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const member = useClaim(via.kind === 'member' ? via.wishlistId : '');
  const shared = useSharedClaim(via.kind === 'share' ? via.token : '');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { quantity: Number(quantity), hideName, ...(anonymous ? { name, email } : {}) };
    const checked = SharedClaimInput.safeParse(input);
    const found = checked.success ? {} : issuesByField(checked.error.issues);
    if (anonymous && !name.trim()) found.name ??= WISHLIST_MESSAGES.claimName;
    if (anonymous && !email.trim()) found.email ??= WISHLIST_MESSAGES.email;
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      if (via.kind === 'member') {
        await member.mutateAsync({ itemId: item.id, input: { quantity: input.quantity, hideName } });
        toast.success('Claimed. Nobody will tell the owner.');
      } else {
        const answer = await shared.mutateAsync({ itemId: item.id, input });
        if ('message' in answer) onPending?.(answer.message);
        else toast.success('Claimed. Nobody will tell the owner.');
      }
      onDone();
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      else toast.error(isApiError(error) ? error.message : 'Could not claim the gift. Please try again.');
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Claim this gift" className="flex flex-col gap-4">
      {anonymous ? (
        <>
          <FormField label="Your name" error={errors.name}>
            {(control) => <Input {...control} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />}
          </FormField>
          <FormField label="Your email" error={errors.email} hint="We email you a link to confirm the claim, and to change or cancel it later.">
            {(control) => <Input {...control} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
          </FormField>
        </>
      ) : null}
      {item.quantity > 1 ? (
        <FormField label="How many" error={errors.quantity} hint={`${left} of ${item.quantity} still free`}>
          {(control) => (
            <Input {...control} type="number" inputMode="numeric" min={1} max={left} step={1} value={quantity} onChange={(e) => setQuantity(e.target.value)} />
          )}
        </FormField>
      ) : errors.quantity ? (
        <p role="alert" className="text-caption font-medium text-destructive">
          {errors.quantity}
        </p>
      ) : null}
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input type="checkbox" checked={hideName} onChange={(e) => setHideName(e.target.checked)} className="size-4 accent-primary" />
        Hide my name from other viewers
      </label>
      <p className="text-caption text-muted-foreground">The list’s owner never sees who claimed what until after the event.</p>
      <div className="flex justify-end">
        <Button type="submit" loading={member.isPending || shared.isPending} loadingText="Claiming...">
          Claim gift
        </Button>
      </div>
    </form>
  );
}

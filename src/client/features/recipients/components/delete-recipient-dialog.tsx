import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import type { Recipient } from '#shared/schemas/recipients';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { Skeleton } from '#client/components/ui/skeleton';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { recipientDeletionQuery, useDeleteRecipient } from '#client/features/recipients/api/recipients-api';
import { deletionText } from '#client/features/recipients/lib/deletion-text';

/** Asks before deleting, and says what goes with the recipient (issue 11). */
export function DeleteRecipientDialog({ recipient, onClose }: { recipient: Recipient | null; onClose(): void }) {
  return (
    <Dialog open={recipient !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {recipient ? (
        <DialogContent title={`Delete ${recipient.name}?`} description="This cannot be undone.">
          <DeleteBody recipient={recipient} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DeleteBody({ recipient, onClose }: { recipient: Recipient; onClose(): void }) {
  const impact = useQuery(recipientDeletionQuery(recipient.id));
  const remove = useDeleteRecipient();
  const onDelete = async () => {
    try {
      await remove.mutateAsync(recipient.id);
      toast.success(`${recipient.name} deleted`);
      onClose();
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'Could not delete the recipient');
    }
  };
  const text = impact.data ? deletionText(recipient.name, impact.data) : null;
  return (
    <div className="flex flex-col gap-5">
      {impact.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Checking what goes with {recipient.name}</span>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : impact.isError ? (
        <Alert variant="warning" title="We could not check what goes with them">
          Their occasions, reminders and saved gift ideas are deleted with them; gift history stays without their name.
        </Alert>
      ) : text ? (
        <div className="flex flex-col gap-2" data-testid="deletion-impact">
          <p>{text.goes}</p>
          {text.stays ? <p className="text-muted-foreground">{text.stays}</p> : null}
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button variant="destructive" loading={remove.isPending} loadingText="Deleting..." onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete {recipient.name}
        </Button>
      </div>
    </div>
  );
}

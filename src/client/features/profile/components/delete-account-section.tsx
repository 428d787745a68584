import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DELETE_CONFIRMATION_WORD } from '#shared/schemas/profile';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-context';
import { deleteAccount } from '#client/features/profile/api/profile-api';
import { type DeleteAccountFormValues, deleteAccountFormSchema } from '#client/features/profile/profile-form-schema';

/** The danger zone: deleting the account after typing DELETE in a confirmation dialog; then signed out, home. */
export function DeleteAccountSection() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DeleteAccountFormValues>({ resolver: zodResolver(deleteAccountFormSchema), mode: 'onChange', defaultValues: { confirm: '' } });
  const { isSubmitting, isValid } = form.formState;

  const onOpenChange = (next: boolean) => {
    if (isSubmitting) return;
    setOpen(next);
    if (!next) {
      form.reset();
      setFailure(null);
    }
  };

  const onSubmit = form.handleSubmit(async ({ confirm }) => {
    setFailure(null);
    try {
      await deleteAccount(confirm);
    } catch (error) {
      setFailure(isApiError(error) ? (error.fields?.confirm ?? error.message) : 'Failed to delete your account. Please try again.');
      return;
    }
    setOpen(false);
    toast.success('Your account has been deleted');
    setDeleted(true);
    navigate('/', { replace: true });
  });

  // The server ended the session and cleared its cookie; the browser forgets the person once this page has
  // gone. Forgetting earlier would let this signed-in page's guard, still shown while home loads, send
  // them to /login instead.
  useEffect(() => {
    if (!deleted) return;
    return () => void signOut().catch(() => undefined);
  }, [deleted, signOut]);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground">
        Deleting your account removes your profile, photo, preferences, recipients, wishlists and history for good, and signs you out
        everywhere. This cannot be undone.
      </p>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>
          <Button variant="destructive" className="self-start">
            Delete Account
          </Button>
        </DialogTrigger>
        <DialogContent title="Delete your account?" description="This permanently deletes your account and everything in it. This action cannot be undone.">
          <form onSubmit={onSubmit} noValidate aria-label="Confirm account deletion" className="flex flex-col gap-4">
            <Alert variant="warning">Your profile, photo, wishlists, recipients and gift history will be gone.</Alert>
            {failure ? <Alert variant="destructive">{failure}</Alert> : null}
            <FormField label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}>
              {(control) => <Input {...control} autoComplete="off" autoCapitalize="characters" spellCheck={false} {...form.register('confirm')} />}
            </FormField>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline" disabled={isSubmitting}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={!isValid} loading={isSubmitting} loadingText="Deleting...">
                Delete my account
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}

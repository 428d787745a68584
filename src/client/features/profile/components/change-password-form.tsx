import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { PasswordInput } from '#client/components/ui/password-input';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { FORM_MODE, fieldRegistrar } from '#client/lib/forms';
import { changePassword } from '#client/features/profile/api/profile-api';
import { type ChangePasswordFormValues, changePasswordFormSchema } from '#client/features/profile/profile-form-schema';

const EMPTY: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirm; on success the other devices are signed out and this one stays signed in. */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<ChangePasswordFormValues>({ resolver: zodResolver(changePasswordFormSchema), ...FORM_MODE, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const field = fieldRegistrar(form);

  if (!hasPassword) {
    return (
      <Alert variant="info" title="No password on this account">
        You sign in with Google or GitHub, so there is no Giftwise password to change. Manage your sign-in with that provider.
      </Alert>
    );
  }

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    setDone(null);
    try {
      const { otherSessionsEnded } = await changePassword({ currentPassword, newPassword });
      form.reset(EMPTY);
      const elsewhere = otherSessionsEnded > 0 ? ' You were signed out on your other devices.' : '';
      setDone(`Your password has been changed.${elsewhere}`);
      toast.success('Password Updated');
    } catch (error) {
      const fields = isApiError(error) ? error.fields : undefined;
      if (fields?.currentPassword) form.setError('currentPassword', { message: fields.currentPassword });
      if (fields?.newPassword) form.setError('newPassword', { message: fields.newPassword });
      setFailure(isApiError(error) ? (fields?.currentPassword ?? fields?.newPassword ?? error.message) : 'Failed to update password');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password" className="flex max-w-md flex-col gap-4">
      {failure ? <Alert variant="destructive">{failure}</Alert> : null}
      {done ? <Alert variant="success">{done}</Alert> : null}
      <FormField label="Current Password" error={errors.currentPassword?.message}>
        {(control) => <PasswordInput {...control} autoComplete="current-password" {...field('currentPassword')} />}
      </FormField>
      <FormField label="New Password" error={errors.newPassword?.message} hint="At least 6 characters.">
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...field('newPassword')} />}
      </FormField>
      <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...field('confirmPassword')} />}
      </FormField>
      <Button type="submit" className="self-start" loading={isSubmitting} loadingText="Updating...">
        Update Password
      </Button>
    </form>
  );
}

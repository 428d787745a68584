import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { PasswordInput } from '#client/components/ui/password-input';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-context';
import { type ResetPasswordProblem, resetPasswordProblem } from '#client/features/auth/auth-schemas';

interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** New Password, Confirm New Password, Update Password (core-app.md 2, 4, 5). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { resetPassword, signOut } = useAuth();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<ResetPasswordProblem | null>(null);
  const form = useForm<ResetPasswordValues>({ defaultValues: { newPassword: '', confirmPassword: '' } });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const found = resetPasswordProblem(values);
    setProblem(found);
    if (found) return;
    try {
      await resetPassword({ newPassword: values.newPassword, token });
    } catch (error) {
      setProblem({
        title: 'Password Not Updated',
        message:
          (isApiError(error) && error.serverMessage) ||
          'Your password could not be updated. Please request a new reset link and try again.',
        fields: [],
      });
      return;
    }
    toast.success('Password Updated', { description: 'Sign in with your new password.' });
    // Whatever session this browser had belonged to the old password.
    await signOut().catch(() => undefined);
    navigate('/login?message=password-updated', { replace: true });
  });

  const invalid = (field: keyof ResetPasswordValues) => (problem?.fields.includes(field) ? true : undefined);
  const describedBy = problem ? 'reset-password-problem' : undefined;

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={onSubmit} noValidate aria-label="Set a new password" className="flex flex-col gap-4">
        {problem ? (
          <Alert id="reset-password-problem" variant="destructive" title={problem.title}>
            {problem.message}
          </Alert>
        ) : null}
        <FormField label="New Password">
          {(control) => (
            <PasswordInput
              {...control}
              aria-invalid={invalid('newPassword')}
              aria-describedby={describedBy}
              autoComplete="new-password"
              autoFocus
              {...form.register('newPassword')}
            />
          )}
        </FormField>
        <FormField label="Confirm New Password">
          {(control) => (
            <PasswordInput
              {...control}
              aria-invalid={invalid('confirmPassword')}
              aria-describedby={describedBy}
              autoComplete="new-password"
              {...form.register('confirmPassword')}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full" loading={isSubmitting} loadingText="Updating Password...">
          Update Password
        </Button>
      </form>
      <Button variant="ghost" asChild>
        <Link to="/login">Back to Sign In</Link>
      </Button>
    </div>
  );
}

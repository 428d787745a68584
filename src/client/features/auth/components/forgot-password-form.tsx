import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { useAuth } from '#client/lib/auth/auth-context';
import { FORM_MODE, fieldRegistrar, lazyResolver } from '#client/lib/forms';
import { RESET_EMAIL_SENT_MESSAGE, resetEmailErrorMessage } from '#client/features/auth/auth-messages';
import type { ForgotPasswordValues } from '#client/features/auth/auth-schemas';

export interface ForgotPasswordFormProps {
  defaultEmail?: string;
  onCancel: () => void;
}

/** The inline reset request of the login form: email, Send Reset Email, Cancel. */
export function ForgotPasswordForm({ defaultEmail = '', onCancel }: ForgotPasswordFormProps) {
  const { requestPasswordReset } = useAuth();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<ForgotPasswordValues>({
    resolver: lazyResolver(() => import('#client/features/auth/auth-resolvers').then((m) => m.forgotPasswordResolver)),
    ...FORM_MODE,
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;
  const field = fieldRegistrar(form);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      await requestPasswordReset(email);
      setOutcome({ ok: true, text: RESET_EMAIL_SENT_MESSAGE });
    } catch (error) {
      setOutcome({ ok: false, text: resetEmailErrorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="forgot-password-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="forgot-password-title" className="text-lg font-semibold">
          Reset your password
        </h2>
        <p className="text-sm text-muted-foreground">Enter the email address of your account and we will send you a reset link.</p>
      </div>
      {outcome ? <Alert variant={outcome.ok ? 'success' : 'destructive'}>{outcome.text}</Alert> : null}
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" inputMode="email" autoFocus {...field('email')} />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button
          variant="outline"
          className="sm:flex-1"
          onClick={onCancel}
          // Keep focus in the field: its blur check could move this button away from the pointer mid-click.
          onMouseDown={(event) => event.preventDefault()}
          disabled={isSubmitting}
        >
          Cancel
        </Button>
        <Button type="submit" className="sm:flex-1" loading={isSubmitting} loadingText="Sending...">
          Send Reset Email
        </Button>
      </div>
    </form>
  );
}

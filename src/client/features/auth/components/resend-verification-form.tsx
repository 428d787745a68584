import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { resendVerificationEmail } from '#client/lib/auth/auth-api';
import { FORM_MODE, fieldRegistrar, lazyResolver } from '#client/lib/forms';
import { resendVerificationErrorMessage, VERIFICATION_RESENT_MESSAGE } from '#client/features/auth/auth-messages';
import type { ForgotPasswordValues } from '#client/features/auth/auth-schemas';

export interface ResendVerificationFormProps {
  defaultEmail?: string;
  onCancel: () => void;
}

/** The login screen's 'Resend verification email': email, send, cancel (the server limits how often links go out). */
export function ResendVerificationForm({ defaultEmail = '', onCancel }: ResendVerificationFormProps) {
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<ForgotPasswordValues>({ resolver: lazyResolver(() => import('#client/features/auth/auth-resolvers').then((m) => m.forgotPasswordResolver)), ...FORM_MODE, defaultValues: { email: defaultEmail } });
  const { errors, isSubmitting } = form.formState;
  const field = fieldRegistrar(form);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      await resendVerificationEmail(email);
      setOutcome({ ok: true, text: VERIFICATION_RESENT_MESSAGE });
    } catch (error) {
      setOutcome({ ok: false, text: resendVerificationErrorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="resend-verification-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="resend-verification-title" className="text-lg font-semibold">
          Resend verification email
        </h2>
        <p className="text-sm text-muted-foreground">Enter the email address you signed up with and we will send a new verification link.</p>
      </div>
      {outcome ? <Alert variant={outcome.ok ? 'success' : 'destructive'}>{outcome.text}</Alert> : null}
      <FormField label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" autoFocus {...field('email')} />}
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
          Back to Sign In
        </Button>
        <Button type="submit" className="sm:flex-1" loading={isSubmitting} loadingText="Sending...">
          Send Verification Email
        </Button>
      </div>
    </form>
  );
}

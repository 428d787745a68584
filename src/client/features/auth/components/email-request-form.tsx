import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { FORM_MODE, fieldRegistrar, lazyResolver } from '#client/lib/forms';
import type { ForgotPasswordValues } from '#client/features/auth/auth-schemas';

export interface EmailRequestFormProps {
  /** The form's heading, which also names it ('Reset your password'). */
  title: string;
  /** The line under the heading: what to enter and what we send. */
  intro: string;
  submitLabel: string;
  /** The button that leaves the form ('Cancel', 'Back to Sign In'). */
  cancelLabel: string;
  /** Sends the link; throws when the server refuses. */
  send(email: string): Promise<unknown>;
  /** The success banner's text. */
  sentMessage: string;
  /** The failure banner's text for what send threw. */
  errorMessage(error: unknown): string;
  defaultEmail?: string;
  onCancel(): void;
}

/**
 * The one 'enter your email, we send you a link' form (forgot password, resend verification): heading, Email,
 * the outcome as a banner, and Cancel beside the send button. The address is checked as the login form checks it.
 */
export function EmailRequestForm({
  title,
  intro,
  submitLabel,
  cancelLabel,
  send,
  sentMessage,
  errorMessage,
  defaultEmail = '',
  onCancel,
}: EmailRequestFormProps) {
  const titleId = useId();
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
      await send(email);
      setOutcome({ ok: true, text: sentMessage });
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{intro}</p>
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
          {cancelLabel}
        </Button>
        <Button type="submit" className="sm:flex-1" loading={isSubmitting} loadingText="Sending...">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

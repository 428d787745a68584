import { useAuth } from '#client/lib/auth/auth-context';
import { RESET_EMAIL_SENT_MESSAGE, resetEmailErrorMessage } from '#client/features/auth/auth-messages';
import { EmailRequestForm } from './email-request-form';

export interface ForgotPasswordFormProps {
  defaultEmail?: string;
  onCancel: () => void;
}

/** The inline reset request of the login form: email, Send Reset Email, Cancel. */
export function ForgotPasswordForm({ defaultEmail, onCancel }: ForgotPasswordFormProps) {
  const { requestPasswordReset } = useAuth();
  return (
    <EmailRequestForm
      title="Reset your password"
      intro="Enter the email address of your account and we will send you a reset link."
      submitLabel="Send Reset Email"
      cancelLabel="Cancel"
      send={requestPasswordReset}
      sentMessage={RESET_EMAIL_SENT_MESSAGE}
      errorMessage={resetEmailErrorMessage}
      defaultEmail={defaultEmail}
      onCancel={onCancel}
    />
  );
}

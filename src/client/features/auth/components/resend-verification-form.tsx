import { resendVerificationEmail } from '#client/lib/auth/auth-api';
import { resendVerificationErrorMessage, VERIFICATION_RESENT_MESSAGE } from '#client/features/auth/auth-messages';
import { EmailRequestForm } from './email-request-form';

export interface ResendVerificationFormProps {
  defaultEmail?: string;
  onCancel: () => void;
}

/** The login screen's 'Resend verification email': email, send, cancel (the server limits how often links go out). */
export function ResendVerificationForm({ defaultEmail, onCancel }: ResendVerificationFormProps) {
  return (
    <EmailRequestForm
      title="Resend verification email"
      intro="Enter the email address you signed up with and we will send a new verification link."
      submitLabel="Send Verification Email"
      cancelLabel="Back to Sign In"
      send={resendVerificationEmail}
      sentMessage={VERIFICATION_RESENT_MESSAGE}
      errorMessage={resendVerificationErrorMessage}
      defaultEmail={defaultEmail}
      onCancel={onCancel}
    />
  );
}

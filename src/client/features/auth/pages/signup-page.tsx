import { AuthShell } from '#client/features/auth/components/auth-shell';
import { SignupForm } from '#client/features/auth/components/signup-form';

export default function SignupPage() {
  return (
    <AuthShell title="Create your account" description="Save the people you buy for, get reminders and share wishlists.">
      <SignupForm />
    </AuthShell>
  );
}

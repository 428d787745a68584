import { AuthShell } from '../components/auth-shell';
import { SignupForm } from '../components/signup-form';

export default function SignupPage() {
  return (
    <AuthShell title="Create your account" description="Save the people you buy for, get reminders and share wishlists.">
      <SignupForm />
    </AuthShell>
  );
}

import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/components/ui/toaster';
import { AuthShell } from '#client/features/auth/components/auth-shell';
import { ResetPasswordForm } from '#client/features/auth/components/reset-password-form';

/**
 * /reset-password?token=… (or ?error=INVALID_TOKEN): Better Auth checks the emailed link before it sends
 * the person here, and the token is checked again when the new password is sent. A missing or refused
 * token goes back to /login with a toast.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const linkError = params.get('error');
  // Better Auth checked the link before sending the person here: a token without an error is ready to use.
  const usable = Boolean(token) && !linkError;
  const refused = useRef(false);

  useEffect(() => {
    if (usable || refused.current) return; // StrictMode runs effects twice in development: one toast
    refused.current = true;
    toast.error('Invalid Reset Link', { description: 'This password reset link is invalid or has expired. Please request a new one.' });
    navigate('/login', { replace: true });
  }, [usable, navigate]);

  if (!usable || !token) {
    return (
      <AuthShell title="Validating Reset Link" description="One moment while we check your link.">
        <div className="flex justify-center py-4">
          <Spinner size="lg" label="Checking the link" />
        </div>
      </AuthShell>
    );
  }
  return (
    <AuthShell title="Set a new password" description="Choose a new password for your Giftwise account.">
      <ResetPasswordForm token={token} />
    </AuthShell>
  );
}

import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { PasswordInput } from '#client/components/ui/password-input';
import { toast } from '#client/components/ui/toaster';
import { useAuth } from '#client/lib/auth/auth-context';
import { FORM_MODE, fieldRegistrar, lazyResolver } from '#client/lib/forms';
import { returnPathFrom } from '#client/lib/return-path';
import { loginErrorMessage, serverFieldErrors } from '#client/features/auth/auth-messages';
import type { LoginValues } from '#client/features/auth/auth-schemas';
import { lazyComponent } from '#client/lib/lazy';
import type { ForgotPasswordFormProps } from './forgot-password-form';
import type { ResendVerificationFormProps } from './resend-verification-form';
import { SocialLoginButtons } from './social-login-buttons';

/** The other two panels load when chosen, not with the sign-in page (issue 9, item 3). */
const ForgotPasswordForm = lazyComponent<ForgotPasswordFormProps>(() =>
  import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);
const ResendVerificationForm = lazyComponent<ResendVerificationFormProps>(() =>
  import('./resend-verification-form').then((m) => ({ default: m.ResendVerificationForm })),
);

export interface LoginFormProps {
  /** Embedded use (a dialog): called after a successful sign-in instead of going to /. */
  onSuccess?: () => void;
  /** Embedded use: switch the dialog to the sign-up form instead of following the link. */
  onSwitchToSignup?: () => void;
}

/** Email and password sign-in (core-app.md 2, 4, 5), as a page or embedded. */
export function LoginForm({ onSuccess, onSwitchToSignup }: LoginFormProps) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const returnTo = returnPathFrom(location.state, searchParams.get('next'));
  const [failure, setFailure] = useState<string | null>(null);
  const [panel, setPanel] = useState<'sign-in' | 'forgot' | 'resend'>('sign-in');
  const form = useForm<LoginValues>({
    resolver: lazyResolver(() => import('#client/features/auth/auth-resolvers').then((m) => m.loginResolver)),
    ...FORM_MODE,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const field = fieldRegistrar(form);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn(values);
    } catch (error) {
      setFailure(loginErrorMessage(error));
      for (const [field, message] of serverFieldErrors(error, ['email', 'password'] as const)) form.setError(field, { message });
      return;
    }
    toast.success('Login successful!');
    if (onSuccess) onSuccess();
    // Back to the page the person was going to (a same-origin path only), else home.
    else navigate(returnTo, { replace: true });
  });

  if (panel === 'forgot' || panel === 'resend') {
    const Panel = panel === 'forgot' ? ForgotPasswordForm : ResendVerificationForm;
    return (
      <Suspense fallback={<Spinner label="Loading" />}>
        <Panel defaultEmail={form.getValues('email')} onCancel={() => setPanel('sign-in')} />
      </Suspense>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={onSubmit} noValidate aria-label="Sign in" className="flex flex-col gap-4">
        {failure ? <Alert variant="destructive">{failure}</Alert> : null}
        <FormField label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" {...field('email')} />}
        </FormField>
        <FormField
          label="Password"
          error={errors.password?.message}
          labelAside={
            <button
              type="button"
              onClick={() => setPanel('forgot')}
              className="-my-2 inline-flex min-h-11 items-center text-sm font-medium text-secondary underline-offset-4 hover:underline"
            >
              Forgot password?
            </button>
          }
        >
          {(control) => <PasswordInput {...control} autoComplete="current-password" {...field('password')} />}
        </FormField>
        <Button type="submit" className="w-full" loading={isSubmitting} loadingText="Signing in...">
          Sign In
        </Button>
      </form>
      <SocialLoginButtons returnTo={returnTo} />
      <p className="text-center text-sm text-muted-foreground">
        Verification link lost or expired?{' '}
        <button type="button" onClick={() => setPanel('resend')} className="inline-flex min-h-11 items-center font-medium text-secondary underline-offset-4 hover:underline">
          Resend verification email
        </button>
      </p>
      <p className="-mt-3 text-center text-sm text-muted-foreground">
        Don't have an account?{' '}
        {onSwitchToSignup ? (
          <button type="button" onClick={onSwitchToSignup} className="font-medium text-secondary underline-offset-4 hover:underline">
            Sign up
          </button>
        ) : (
          <Link to="/signup" className="font-medium text-secondary underline-offset-4 hover:underline">
            Sign up
          </Link>
        )}
      </p>
    </div>
  );
}

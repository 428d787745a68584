import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { toast } from '../../../components/ui/toaster';
import { useAuth } from '../../../lib/auth/auth-context';
import { FORM_MODE, fieldRegistrar } from '../../../lib/forms';
import { loginErrorMessage, serverFieldErrors } from '../auth-messages';
import { type LoginValues, loginSchema } from '../auth-schemas';
import { ForgotPasswordForm } from './forgot-password-form';
import { SocialLoginButtons } from './social-login-buttons';

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
  const [failure, setFailure] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
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
    else navigate('/');
  });

  if (forgotOpen) {
    return <ForgotPasswordForm defaultEmail={form.getValues('email')} onCancel={() => setForgotOpen(false)} />;
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
              onClick={() => setForgotOpen(true)}
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
      <SocialLoginButtons />
      <p className="text-center text-sm text-muted-foreground">
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

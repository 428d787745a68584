import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '#shared/auth/password';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { PasswordInput } from '#client/components/ui/password-input';
import { toast } from '#client/components/ui/toaster';
import { useAuth } from '#client/lib/auth/auth-context';
import { FORM_MODE, fieldRegistrar } from '#client/lib/forms';
import { sameOriginPath } from '#client/lib/return-path';
import { serverFieldErrors, signupErrorMessage } from '#client/features/auth/auth-messages';
import { type SignupValues, signupSchema } from '#client/features/auth/auth-schemas';
import { SocialLoginButtons } from './social-login-buttons';

export interface SignupFormProps {
  /** Embedded use (a dialog): called after the account was created, instead of going to /login. */
  onSuccess?: () => void;
  /** Embedded use: switch the dialog to the sign-in form instead of following the link. */
  onSwitchToLogin?: () => void;
}

const linkClass = 'font-medium text-secondary underline-offset-4 hover:underline';

/** Create an account (core-app.md 2, 4, 5), as a page or embedded. A new account must verify its email. */
export function SignupForm({ onSuccess, onSwitchToLogin }: SignupFormProps) {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  // A page that sent the person here (an invitation link) is where signing in afterwards returns to.
  const next = sameOriginPath(useSearchParams()[0].get('next'));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    ...FORM_MODE,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const field = fieldRegistrar(form);

  const onSubmit = form.handleSubmit(async ({ name, email, password }) => {
    setFailure(null);
    try {
      await signUp({ name, email, password });
    } catch (error) {
      setFailure(signupErrorMessage(error));
      for (const [field, message] of serverFieldErrors(error, ['name', 'email', 'password'] as const)) form.setError(field, { message });
      return;
    }
    if (onSuccess) {
      toast.success('Account created successfully!', { description: 'Check your email to verify your account, then sign in.' });
      onSuccess();
      return;
    }
    toast.success(`Welcome to Giftwise, ${name.split(/\s+/)[0]}!`, { description: 'Check your email to verify your account.' });
    navigate(next ? `/login?message=verify-email&next=${encodeURIComponent(next)}` : '/login?message=verify-email');
  });

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={onSubmit} noValidate aria-label="Create account" className="flex flex-col gap-4">
        {failure ? <Alert variant="destructive">{failure}</Alert> : null}
        <FormField label="Full Name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" {...field('name')} />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" {...field('email')} />}
        </FormField>
        <FormField label="Password" error={errors.password?.message} hint={`At least ${PASSWORD_MIN_LENGTH} characters`}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...field('password')} />}
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              {...field('confirmPassword')}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full" loading={isSubmitting} loadingText="Creating Account...">
          Create Account
        </Button>
      </form>
      <SocialLoginButtons />
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        {onSwitchToLogin ? (
          <button type="button" onClick={onSwitchToLogin} className={linkClass}>
            Sign in
          </button>
        ) : (
          <Link to="/login" className={linkClass}>
            Sign in
          </Link>
        )}
      </p>
    </div>
  );
}

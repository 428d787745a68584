import { useSearchParams } from 'react-router';
import { Alert } from '#client/components/ui/alert';
import { loginBannerFor } from '#client/features/auth/auth-messages';
import { AuthShell } from '#client/features/auth/components/auth-shell';
import { LoginForm } from '#client/features/auth/components/login-form';

export default function LoginPage() {
  const [params] = useSearchParams();
  const banner = loginBannerFor(params.get('message'), params.get('error'));
  return (
    <AuthShell title="Welcome back" description="Sign in to your Giftwise account">
      <div className="flex flex-col gap-5">
        {banner ? (
          <Alert variant={banner.tone} title={banner.title}>
            {banner.text}
          </Alert>
        ) : null}
        <LoginForm />
      </div>
    </AuthShell>
  );
}

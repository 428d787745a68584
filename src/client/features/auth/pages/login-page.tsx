import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { loginBannerFor } from '../auth-messages';
import { AuthShell } from '../components/auth-shell';
import { LoginForm } from '../components/login-form';

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

import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import type { SocialProvider } from '#shared/schemas/auth';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/toaster';
import { socialLoginErrorMessage } from '#client/features/auth/auth-messages';
import { authProvidersQuery, startSocialSignIn } from '#client/features/auth/api/social-login-api';

const LABELS: Record<SocialProvider, string> = { google: 'Continue with Google', github: 'Continue with GitHub' };

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z" />
    </svg>
  );
}

function GitHubMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M12 .5a11.5 11.5 0 0 0-3.6 22.4c.6.1.8-.3.8-.6v-2c-3.2.7-3.9-1.5-3.9-1.5-.5-1.3-1.3-1.7-1.3-1.7-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1 1.8 2.8 1.3 3.5 1 .1-.8.4-1.3.7-1.6-2.6-.3-5.3-1.3-5.3-5.7 0-1.3.5-2.3 1.2-3.1-.1-.3-.5-1.5.1-3.1 0 0 1-.3 3.2 1.2a11 11 0 0 1 5.8 0c2.2-1.5 3.2-1.2 3.2-1.2.6 1.6.2 2.8.1 3.1.8.8 1.2 1.8 1.2 3.1 0 4.4-2.7 5.4-5.3 5.7.4.4.8 1.1.8 2.2v3.3c0 .3.2.7.8.6A11.5 11.5 0 0 0 12 .5z" />
    </svg>
  );
}

const MARKS: Record<SocialProvider, ComponentType> = { google: GoogleMark, github: GitHubMark };

/**
 * 'Continue with Google' / 'Continue with GitHub' for the providers this server has configured (none: nothing
 * is shown). A click asks Better Auth for the provider's sign-in address and goes there; the provider sends the
 * person back to `returnTo` (a same-origin path, lib/return-path.ts) when done.
 */
export function SocialLoginButtons({ returnTo = '/' }: { returnTo?: string }) {
  const providers = useQuery(authProvidersQuery());
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const social = providers.data?.social ?? [];
  if (!social.length) return null;

  const start = async (provider: SocialProvider) => {
    setPending(provider);
    try {
      const answer = await startSocialSignIn(provider, returnTo);
      if (!answer?.url) throw new Error('No sign-in address');
      window.location.assign(answer.url);
    } catch (error) {
      toast.error(socialLoginErrorMessage(error));
      setPending(null);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-caption text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      {social.map((provider) => {
        const Mark = MARKS[provider];
        return (
          <Button
            key={provider}
            variant="outline"
            className="w-full"
            onClick={() => void start(provider)}
            loading={pending === provider}
            disabled={pending !== null}
          >
            <Mark />
            {LABELS[provider]}
          </Button>
        );
      })}
    </div>
  );
}

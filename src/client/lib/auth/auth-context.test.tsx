import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthProvider, useAuth } from './auth-context';

function WhoIsSignedIn() {
  const { user, isLoading } = useAuth();
  return <p>{isLoading ? 'loading' : (user?.name ?? 'nobody')}</p>;
}

describe('useAuth', () => {
  it('throws outside its provider', () => {
    expect(() => renderToString(<WhoIsSignedIn />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('is loading until the first session check answered', () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <WhoIsSignedIn />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain('loading');
  });
});

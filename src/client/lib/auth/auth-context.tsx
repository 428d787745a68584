import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import {
  authKeys,
  fetchMe,
  requestPasswordResetEmail,
  resetPasswordWithToken,
  type SessionUser,
  signInWithEmail,
  signOutSession,
  signUpWithEmail,
} from './auth-api';

export interface AuthState {
  /** The signed-in person; null when signed out or while loading. */
  user: SessionUser | null;
  /** True until the first session check has answered. */
  isLoading: boolean;
  isSignedIn: boolean;
  signIn(input: { email: string; password: string }): Promise<void>;
  signUp(input: { name: string; email: string; password: string }): Promise<void>;
  signOut(): Promise<void>;
  requestPasswordReset(email: string): Promise<void>;
  resetPassword(input: { newPassword: string; token: string }): Promise<void>;
  /** Reload the profile (after it was changed elsewhere). */
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * Session state for the whole app: one GET /api/session at start (user null = signed out), reloaded after sign-in
 * and on demand, cleared on sign-out together with every other cached query (they were that user's).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 60_000,
  });

  const refresh = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: authKeys.me(), exact: true });
  }, [queryClient]);

  const clearSession = useCallback(() => {
    queryClient.setQueryData(authKeys.me(), null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
  }, [queryClient]);

  const signIn = useCallback(
    async (input: { email: string; password: string }) => {
      await signInWithEmail(input);
      await refresh();
    },
    [refresh],
  );

  const signUp = useCallback(async (input: { name: string; email: string; password: string }) => {
    await signUpWithEmail(input);
  }, []);

  const signOut = useCallback(async () => {
    try {
      await signOutSession();
    } finally {
      // Even if the server could not be reached, this browser forgets the person.
      clearSession();
    }
  }, [clearSession]);

  const requestPasswordReset = useCallback(async (email: string) => {
    await requestPasswordResetEmail(email);
  }, []);

  const resetPassword = useCallback(async (input: { newPassword: string; token: string }) => {
    await resetPasswordWithToken(input);
  }, []);

  const user = me.data ?? null;
  const value = useMemo<AuthState>(
    () => ({
      user,
      isLoading: me.isPending,
      isSignedIn: user !== null,
      signIn,
      signUp,
      signOut,
      requestPasswordReset,
      resetPassword,
      refresh,
    }),
    [user, me.isPending, signIn, signUp, signOut, requestPasswordReset, resetPassword, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used within an AuthProvider');
  return state;
}

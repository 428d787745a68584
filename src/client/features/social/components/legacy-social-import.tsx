import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isApiError } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-context';
import { useSocialFeatures } from '#client/lib/site-config';
import { socialKeys } from '#client/kits/social';
import { clearLegacySocialData, readLegacySocialData } from '#client/features/social/lib/legacy-social-data';

/**
 * core-app.md 4: social data and friend connections the earlier product kept in this browser move to the
 * database once someone is signed in, then leave the browser. They stay when the call fails for a reason that
 * may pass (offline, 5xx) so the next sign-in tries again; a 400 means they can never be imported.
 */
export function LegacySocialImport() {
  const { user } = useAuth();
  const social = useSocialFeatures();
  const queryClient = useQueryClient();
  const importedFor = useRef<string | null>(null);
  useEffect(() => {
    // While the 'Social Features' site setting is off (or not known yet) the data waits in the browser.
    if (!user || social !== true || importedFor.current === user.id) return;
    importedFor.current = user.id;
    const body = readLegacySocialData(window.localStorage, user.id);
    if (!body) return;
    // The call through its contract is loaded on demand: this component is on every first load, zod is not.
    import('#client/features/social/api/social-api')
      .then(({ importLegacySocialData }) => importLegacySocialData(body))
      .then(() => {
        clearLegacySocialData(window.localStorage);
        void queryClient.invalidateQueries({ queryKey: socialKeys.all });
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 400) clearLegacySocialData(window.localStorage);
      });
  }, [user, social, queryClient]);
  return null;
}

import { Download, RefreshCw, WifiOff, X } from 'lucide-react';
import { useState } from 'react';
import { USER_MESSAGES } from '#shared/errors/catalogue';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { useInstallPrompt } from '#client/features/pwa/install-prompt';
import { useOnlineStatus } from '#client/features/pwa/online-status';
import { useServiceWorkerUpdate } from '#client/features/pwa/service-worker-update';

const notice = 'pointer-events-auto flex items-start gap-3 rounded-card border border-border bg-card p-3 text-card-foreground shadow-lg';

/**
 * The offline indicator (platform.md 1): shown while the browser has no connection. The surrounding live region
 * is always there, so that screen readers announce the banner when it appears.
 */
function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <div aria-live="polite">
      {online ? null : (
        <div role="status" className={cn(notice, 'items-center border-transparent bg-foreground text-background')}>
          <WifiOff aria-hidden="true" className="size-5 shrink-0" />
          <p className="text-sm font-medium">{USER_MESSAGES.networkOffline}</p>
        </div>
      )}
    </div>
  );
}

/** The update-available flag: a newer version's service worker waits; Reload lets it take over. */
function UpdateFlag() {
  const { updateAvailable, reload, dismiss } = useServiceWorkerUpdate();
  const [reloading, setReloading] = useState(false);
  return (
    <div aria-live="polite">
      {updateAvailable ? (
        <div role="status" className={cn(notice, 'items-center')}>
          <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-secondary" />
          <p className="flex-1 text-sm font-medium">A new version of Giftwise is available.</p>
          <Button
            size="sm"
            loading={reloading}
            onClick={() => {
              setReloading(true);
              void reload();
            }}
          >
            Reload
          </Button>
          <Button size="icon" variant="ghost" className="size-9" aria-label="Dismiss update notice" onClick={dismiss}>
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The install prompt: our own offer of the browser's install dialog, until the app is installed. */
function InstallPrompt() {
  const { canInstall, promptInstall } = useInstallPrompt();
  const [notNow, setNotNow] = useState(false);
  if (!canInstall || notNow) return null;
  return (
    <section aria-labelledby="install-prompt-title" className={notice}>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-control bg-primary-soft text-primary-soft-foreground">
        <Download aria-hidden="true" className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <h2 id="install-prompt-title" className="text-sm font-semibold">
            Giftwise on your home screen
          </h2>
          <p className="text-sm text-muted-foreground">Opens like an app and keeps working when your connection drops.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void promptInstall()}>
            Install Giftwise
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setNotNow(true)}>
            Not now
          </Button>
        </div>
      </div>
    </section>
  );
}

/**
 * The installable app's notices, stacked above the phone's bottom navigation (bottom right on wider screens):
 * offline, update available, install.
 */
export function PwaNotices() {
  return (
    <div className="pointer-events-none fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 flex flex-col gap-2 md:inset-x-auto md:right-4 md:bottom-4 md:w-96">
      <OfflineIndicator />
      <UpdateFlag />
      <InstallPrompt />
    </div>
  );
}

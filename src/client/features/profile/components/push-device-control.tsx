import { useEffect, useId, useState } from 'react';
import { Switch } from '#client/components/ui/switch';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { type PushBrowser, type PushDeviceState, readPushState, realPushBrowser, turnPushOff, turnPushOn } from '#client/features/profile/lib/push-device';

const STATE_TEXT: Record<PushDeviceState, string> = {
  on: 'On: this device receives the kinds of notification you set to push below.',
  off: 'Off on this device.',
  blocked: 'Blocked by the browser. Allow notifications for this site in the browser’s settings, then try again.',
  unsupported: 'Not supported in this browser. Install the app or use a browser that supports push notifications.',
};

/**
 * "Push notifications on this device" (issue 13): asks the browser's permission, subscribes through the
 * service worker with the server's key and registers the device; turning it off removes both. The state is the
 * browser's own (on, off, blocked by the browser, not supported), read again after every change.
 */
export function PushDeviceControl(props: { browser?: PushBrowser }) {
  const id = useId();
  // One browser object for the component's life (the effect below depends on it).
  const [browser] = useState(() => props.browser ?? realPushBrowser());
  const [state, setState] = useState<PushDeviceState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    readPushState(browser)
      .then((next) => live && setState(next))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, [browser]);

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      setState(await (on ? turnPushOn(browser) : turnPushOff(browser)));
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'Could not change push notifications on this device. Please try again.');
      setState(await readPushState(browser).catch(() => 'unsupported' as const));
    } finally {
      setBusy(false);
    }
  };

  const known = state ?? 'off';
  return (
    <div className="flex flex-col gap-1 rounded-control border border-border p-4" aria-busy={state === null || busy}>
      <div className="flex min-h-11 items-center gap-3">
        <Switch
          id={id}
          checked={known === 'on'}
          disabled={state === null || busy || known === 'blocked' || known === 'unsupported'}
          onCheckedChange={(on) => void change(on)}
          aria-describedby={`${id}-state`}
          data-testid="push-device"
        />
        <label htmlFor={id} className="text-sm font-medium">
          Push notifications on this device
        </label>
      </div>
      <p id={`${id}-state`} className="text-caption text-muted-foreground" role="status">
        {state === null ? 'Checking this device…' : STATE_TEXT[known]}
      </p>
    </div>
  );
}

import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';

export { toast } from 'sonner';

/**
 * Toasts appear below the sticky header (4 rem tall), never over its navigation (issue 10), and above the phone's
 * bottom navigation.
 */
const BELOW_HEADER = { top: 'calc(4rem + 0.75rem)' };

/**
 * One toast at a time, short (DESIGN.md); colours follow the system theme. Loaded only when the first toast is
 * shown (toaster.tsx); onReady tells the waiting toasts that it listens.
 */
export function SonnerToasterView({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return (
    <SonnerToaster
      visibleToasts={1}
      position="top-center"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      theme="system"
      richColors
      closeButton
      duration={5000}
      toastOptions={{ classNames: { toast: 'font-sans', title: 'font-semibold' } }}
    />
  );
}

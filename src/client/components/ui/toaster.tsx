import { Toaster as SonnerToaster } from 'sonner';

export { toast } from 'sonner';

/** One toast at a time, short (DESIGN.md); colours follow the system theme. */
export function Toaster() {
  return (
    <SonnerToaster
      visibleToasts={1}
      position="top-center"
      theme="system"
      richColors
      closeButton
      duration={5000}
      toastOptions={{ classNames: { toast: 'font-sans', title: 'font-semibold' } }}
    />
  );
}

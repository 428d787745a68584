import { toast } from '#client/components/ui/toaster';

/** core-app.md 4: the share toast, exactly. */
const LINK_COPIED = 'Link copied to clipboard!';

/** A site path becomes a full address, so the pasted link opens the page from anywhere. */
export function absoluteLink(url: string, origin: string = window.location.origin): string {
  return new URL(url, origin).toString();
}

/** Copies a link and says so; where the browser refuses (no clipboard access), the link is shown to copy by hand. */
export async function copyLink(url: string): Promise<void> {
  const link = absoluteLink(url);
  try {
    await navigator.clipboard.writeText(link);
    toast.success(LINK_COPIED);
  } catch {
    toast(`Copy this link: ${link}`);
  }
}

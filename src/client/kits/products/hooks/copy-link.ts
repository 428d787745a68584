import { toast } from '#client/components/ui/toaster';

/** core-app.md 4: the share toast, exactly. */
const LINK_COPIED_TOAST = 'Link copied to clipboard!';

/** Copies text; the Clipboard API first, the older selection copy where it is missing (an insecure origin). */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.className = 'fixed -left-[9999px] top-0 opacity-0';
  document.body.append(field);
  field.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    field.remove();
  }
}

/** Share: copies the product's retailer link and says so. */
export async function shareProductLink(link: string): Promise<void> {
  try {
    await copyText(link);
    toast.success(LINK_COPIED_TOAST);
  } catch {
    toast.error('Could not copy the link. Open the gift and copy it from the address bar.');
  }
}

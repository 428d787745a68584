/**
 * Text placed in HTML, in an element or a quoted attribute: the five characters that could end either
 * become entities. The one escaping of the product (server pages, emails, the development mailbox).
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

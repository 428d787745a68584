/** The key presses that open the browser's developer tools (F12; Ctrl+Shift+I/J/C; Cmd+Option+I/J/C on a Mac). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const DEVTOOLS_LETTERS = new Set(['i', 'j', 'c']);

export function isDevToolsShortcut(event: KeyPress): boolean {
  if (event.key === 'F12') return true;
  const letter = event.key.toLowerCase();
  if (!DEVTOOLS_LETTERS.has(letter)) return false;
  const windowsOrLinux = event.ctrlKey && event.shiftKey && !event.altKey && !event.metaKey;
  const mac = event.metaKey && event.altKey && !event.ctrlKey;
  return windowsOrLinux || mac;
}

/**
 * Blocks the context menu and the developer-tool shortcuts (platform.md 1) while the blockContextMenu site
 * setting is on; returns the function that stops blocking. It protects nothing (docs/decisions/041): the
 * browser's menus still open the same tools, so it is off by default.
 */
export function blockContextMenuAndDevTools(target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document) {
  const onContextMenu = (event: Event) => event.preventDefault();
  const onKeyDown = (event: KeyboardEvent) => {
    if (isDevToolsShortcut(event)) event.preventDefault();
  };
  target.addEventListener('contextmenu', onContextMenu);
  target.addEventListener('keydown', onKeyDown as EventListener);
  return () => {
    target.removeEventListener('contextmenu', onContextMenu);
    target.removeEventListener('keydown', onKeyDown as EventListener);
  };
}

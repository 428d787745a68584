import { describe, expect, it, vi } from 'vitest';
import { blockContextMenuAndDevTools, isDevToolsShortcut, type KeyPress } from './devtools-block';

const press = (key: string, mods: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  shiftKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('isDevToolsShortcut', () => {
  it('knows F12, Ctrl+Shift+I/J/C and Cmd+Option+I/J/C', () => {
    expect(isDevToolsShortcut(press('F12'))).toBe(true);
    for (const key of ['I', 'J', 'C', 'i']) {
      expect(isDevToolsShortcut(press(key, { ctrlKey: true, shiftKey: true })), key).toBe(true);
      expect(isDevToolsShortcut(press(key.toLowerCase(), { metaKey: true, altKey: true })), key).toBe(true);
    }
  });

  it('leaves ordinary shortcuts alone: copy, paste, find, reload, typing', () => {
    expect(isDevToolsShortcut(press('c', { ctrlKey: true }))).toBe(false);
    expect(isDevToolsShortcut(press('v', { ctrlKey: true }))).toBe(false);
    expect(isDevToolsShortcut(press('f', { ctrlKey: true }))).toBe(false);
    expect(isDevToolsShortcut(press('F5'))).toBe(false);
    expect(isDevToolsShortcut(press('I', { shiftKey: true }))).toBe(false);
    expect(isDevToolsShortcut(press('K', { ctrlKey: true, shiftKey: true }))).toBe(false);
  });
});

describe('blockContextMenuAndDevTools', () => {
  it('cancels the context menu and the shortcuts until stopped', () => {
    const target = new EventTarget();
    const stop = blockContextMenuAndDevTools(target as unknown as Document);
    const menu = new Event('contextmenu', { cancelable: true });
    target.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);

    const f12 = Object.assign(new Event('keydown', { cancelable: true }), press('F12'));
    target.dispatchEvent(f12);
    expect(f12.defaultPrevented).toBe(true);
    const typing = Object.assign(new Event('keydown', { cancelable: true }), press('a'));
    target.dispatchEvent(typing);
    expect(typing.defaultPrevented).toBe(false);

    stop();
    const later = new Event('contextmenu', { cancelable: true });
    const spy = vi.fn();
    target.addEventListener('contextmenu', spy);
    target.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(spy).toHaveBeenCalledOnce();
  });
});

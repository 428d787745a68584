// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, Toaster } from './toaster';

beforeEach(() => {
  // sonner follows the system theme; jsdom has no matchMedia.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the lazily loaded toaster (issue 9, item 3)', () => {
  it('renders nothing until the first toast, then loads sonner and shows a toast asked for before it loaded', async () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe('');
    // Asked for before sonner is even fetched: neither may be lost.
    toast.error('First problem', { description: 'Said at once' });
    toast.success('Saved!');
    expect(await screen.findByText('Saved!', {}, { timeout: 5000 })).toBeTruthy();
    // One toast at a time (DESIGN.md): the newest shows.
    expect(document.querySelector('[data-sonner-toaster]')).not.toBeNull();
  });

  it('shows a plain toast once sonner is there', async () => {
    render(<Toaster />);
    toast('Sign in to save');
    expect(await screen.findByText('Sign in to save', {}, { timeout: 5000 })).toBeTruthy();
  });
});

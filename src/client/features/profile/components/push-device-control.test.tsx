// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushBrowser } from '#client/features/profile/lib/push-device';
import { PushDeviceControl } from './push-device-control';

function browser(opts: { supported?: boolean; permission?: NotificationPermission; subscribed?: boolean }): PushBrowser {
  const subscription = opts.subscribed ? ({ endpoint: 'https://push.example.net/1' } as PushSubscription) : null;
  return {
    supported: opts.supported ?? true,
    permission: () => opts.permission ?? 'default',
    requestPermission: async () => 'granted',
    registration: async () => ({ pushManager: { getSubscription: async () => subscription } as unknown as PushManager }),
    userAgent: 'Test',
  };
}

describe('PushDeviceControl', () => {
  afterEach(cleanup);

  it('is a switch with a real label, showing "on" for a subscribed device', async () => {
    render(<PushDeviceControl browser={browser({ permission: 'granted', subscribed: true })} />);
    const control = screen.getByRole('switch', { name: 'Push notifications on this device' });
    await waitFor(() => expect(control.getAttribute('aria-checked')).toBe('true'));
    expect((control as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toMatch(/^On:/);
  });

  it('shows "off" and lets the person turn it on', async () => {
    render(<PushDeviceControl browser={browser({})} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Off on this device.'));
    expect((screen.getByRole('switch', { name: 'Push notifications on this device' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when the browser blocks notifications, and cannot be switched', async () => {
    render(<PushDeviceControl browser={browser({ permission: 'denied' })} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Blocked by the browser/));
    expect((screen.getByRole('switch', { name: 'Push notifications on this device' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the browser does not support push', async () => {
    render(<PushDeviceControl browser={browser({ supported: false })} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Not supported in this browser/));
    expect((screen.getByRole('switch', { name: 'Push notifications on this device' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { PushPayload } from '#shared/schemas/push.js';
import { pushPayloadFor, pushTopicFor } from './push-delivery.service.js';

describe('pushPayloadFor (what a device is sent)', () => {
  it('carries the title, message, the in-app path and the delivery key as tag', () => {
    const payload = pushPayloadFor({ title: 'Hi', message: 'A friend request', url: '/social' }, 'n-1');
    expect(payload).toEqual({ title: 'Hi', message: 'A friend request', url: '/social', tag: 'n-1' });
    expect(PushPayload.parse(payload)).toEqual(payload);
  });

  it('opens the notifications page when there is no in-app path (never another site)', () => {
    expect(pushPayloadFor({ title: 'T', message: 'M', url: null }, 'k').url).toBe('/notifications');
    expect(pushPayloadFor({ title: 'T', message: 'M', url: 'https://evil.example/' }, 'k').url).toBe('/notifications');
    expect(pushPayloadFor({ title: 'T', message: 'M', url: '//evil.example/' }, 'k').url).toBe('/notifications');
  });

  it('cuts long texts so the encrypted message stays under the push services’ 4 KB', () => {
    const payload = pushPayloadFor({ title: 'x'.repeat(500), message: 'y'.repeat(5000) }, 'k');
    expect(payload.title).toHaveLength(120);
    expect(payload.title.endsWith('…')).toBe(true);
    expect(payload.message).toHaveLength(600);
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThan(3000);
  });

  it('derives a Topic of at most 32 base64url characters, the same for the same key', () => {
    expect(pushTopicFor('n-1')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(pushTopicFor('n-1')).toBe(pushTopicFor('n-1'));
    expect(pushTopicFor('n-1')).not.toBe(pushTopicFor('n-2'));
  });
});

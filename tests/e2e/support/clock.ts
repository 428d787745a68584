import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The server's test clock, for specs named *.clock.spec.ts (the 'clock' project: a server of their own with
 * TEST_CLOCK=on, one test at a time; docs/decisions/085). Time only moves forward; browsers keep real time.
 */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const res = await request.get('/api/dev/clock');
  expect(res.ok(), await res.text()).toBe(true);
  return new Date(((await res.json()) as { now: string }).now);
}

export async function advanceServerClock(request: APIRequestContext, baseURL: string, ms: number): Promise<Date> {
  const res = await request.post('/api/dev/clock', { headers: { origin: baseURL }, data: { advanceMs: ms } });
  expect(res.ok(), await res.text()).toBe(true);
  return new Date(((await res.json()) as { now: string }).now);
}

/** Jumps to a moment (later than the server's now); the date of a reminder or a reveal, say. */
export async function setServerClock(request: APIRequestContext, baseURL: string, at: Date): Promise<Date> {
  const res = await request.post('/api/dev/clock', { headers: { origin: baseURL }, data: { at: at.toISOString() } });
  expect(res.ok(), await res.text()).toBe(true);
  return new Date(((await res.json()) as { now: string }).now);
}

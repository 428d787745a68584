import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import webPush from 'web-push';
import type { PushPayload } from '#shared/schemas/push.js';
import type { Database } from '#server/db/client.js';
import { pushDeliveries, pushSubscriptions } from '#server/db/schema/index.js';
import { createPushTransport, type PushTransport } from '#server/integrations/web/push-transport.js';
import { SEND_PUSH_JOB } from '#server/jobs/names.js';
import { enqueueJob } from '#server/jobs/queue.js';
import { listPushSubscriptions, type PushSubscriptionRow } from './push-subscription.service.js';

export interface SendPushJobPayload {
  userId: string;
  payload: PushPayload;
}

/** Push services keep an undelivered message this long (a phone switched off for a day still gets it). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Beyond this a push service may refuse the message (4 KB encrypted); titles and messages are cut well below. */
const TITLE_MAX = 120;
const MESSAGE_MAX = 600;
/** How long one push service may take to answer. */
const PUSH_TIMEOUT_MS = 10_000;

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * What a device is sent about something: its title, message and the in-app path a click opens; the tag is
 * the delivery key, so the device replaces rather than repeats a notification it already shows.
 */
export function pushPayloadFor(content: { title: string; message: string; url?: string | null }, key: string): PushPayload {
  return {
    title: cut(content.title, TITLE_MAX),
    message: cut(content.message, MESSAGE_MAX),
    url: content.url && content.url.startsWith('/') && !content.url.startsWith('//') ? content.url : '/notifications',
    tag: key,
  };
}

/**
 * The Topic header (RFC 8030 5.4): a push service replaces a still-undelivered message of the same topic, so a
 * message sent again after a crash (sent, but not yet recorded) is not shown twice. At most 32 base64url characters.
 */
export function pushTopicFor(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}

/**
 * Queues the push of a message to the person's devices, in the caller's transaction when given one. One job
 * per delivery key: queuing the same key again adds nothing. Due at the caller's clock (the app's, tests' too).
 */
export async function queuePush(db: Database, userId: string, payload: PushPayload, now?: Date): Promise<void> {
  const job: SendPushJobPayload = { userId, payload };
  await enqueueJob(db, SEND_PUSH_JOB, job, { uniqueKey: `push:${payload.tag}`, maxAttempts: 8, ...(now ? { runAt: now } : {}) });
}

export interface PushDeliveryDeps {
  db: Database;
  now: () => Date;
  vapid: { subject: string; publicKey: string; privateKey: string };
  /** How the request goes out; in production only to public addresses (decision 161). */
  transport: PushTransport;
}

/** The transport for the app's settings: public push services only in production. */
export function pushTransportFor(settings: { isProduction: boolean }): PushTransport {
  return createPushTransport({ timeoutMs: PUSH_TIMEOUT_MS, publicOnly: settings.isProduction });
}

export interface PushDeliveryResult {
  sent: number;
  /** Already pushed to that device by an earlier run of the same delivery. */
  skipped: number;
  /** Gone from the push service (404/410): the subscription was deleted. */
  removed: number;
  /** Failed for now: the job is retried with backoff for these devices only. */
  failed: { subscriptionId: string; error: string }[];
}

async function deliveredTo(db: Database, key: string): Promise<Set<string>> {
  const rows = await db.select({ id: pushDeliveries.subscriptionId }).from(pushDeliveries).where(eq(pushDeliveries.deliveryKey, key));
  return new Set(rows.map((r) => r.id));
}

async function recordSuccess(db: Database, key: string, subscription: PushSubscriptionRow, now: Date): Promise<void> {
  await db.insert(pushDeliveries).values({ deliveryKey: key, subscriptionId: subscription.id, sentAt: now }).onConflictDoNothing();
  await db.update(pushSubscriptions).set({ lastSuccessAt: now, failureCount: 0 }).where(eq(pushSubscriptions.id, subscription.id));
}

async function recordFailure(db: Database, subscription: PushSubscriptionRow): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ failureCount: sql`${pushSubscriptions.failureCount} + 1` })
    .where(eq(pushSubscriptions.id, subscription.id));
}

/** A push service's answer that is not a success. */
class PushServiceError extends Error {
  constructor(readonly statusCode: number) {
    super(`The push service answered ${statusCode}`);
  }
}

/**
 * 404 and 410 from a push service mean the subscription is gone for good (RFC 8030 7.3); an endpoint on an
 * address the transport refuses (production, not public) can never work either.
 */
function isGone(error: unknown): boolean {
  if ((error as { code?: string })?.code === 'EADDRNOTPUBLIC') return true;
  return error instanceof PushServiceError && (error.statusCode === 404 || error.statusCode === 410);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** web-push's headers as text (Content-Length is the transport's). */
function textHeaders(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]));
}

/**
 * One push: web-push encrypts the payload (aes128gcm, RFC 8291) and signs the VAPID header; the request goes by
 * our transport, which guards the address in production and also reaches a local push service over http.
 */
async function sendOne(deps: PushDeliveryDeps, subscription: PushSubscriptionRow, body: string, topic: string): Promise<void> {
  const request = webPush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, body, {
    vapidDetails: deps.vapid,
    TTL: PUSH_TTL_SECONDS,
    topic,
    urgency: 'normal',
    contentEncoding: 'aes128gcm',
  });
  const status = await deps.transport({ endpoint: request.endpoint, headers: textHeaders(request.headers), body: request.body });
  if (status < 200 || status >= 300) throw new PushServiceError(status);
}

/**
 * Pushes one message to each of the person's devices not yet reached with its key (decision 161). A device is
 * recorded as reached only once its push service accepted the message, so a crash loses nothing; a run again
 * skips the recorded devices, so nobody is pushed twice. Gone subscriptions are deleted.
 */
export async function deliverPush(deps: PushDeliveryDeps, userId: string, payload: PushPayload): Promise<PushDeliveryResult> {
  const { db } = deps;
  const result: PushDeliveryResult = { sent: 0, skipped: 0, removed: 0, failed: [] };
  const [subscriptions, done] = await Promise.all([listPushSubscriptions(db, userId), deliveredTo(db, payload.tag)]);
  const body = JSON.stringify(payload);
  for (const subscription of subscriptions) {
    if (done.has(subscription.id)) {
      result.skipped += 1;
      continue;
    }
    try {
      await sendOne(deps, subscription, body, pushTopicFor(payload.tag));
      await recordSuccess(db, payload.tag, subscription, deps.now());
      result.sent += 1;
    } catch (error) {
      if (isGone(error)) {
        await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, subscription.id), eq(pushSubscriptions.userId, userId)));
        result.removed += 1;
      } else {
        await recordFailure(db, subscription);
        result.failed.push({ subscriptionId: subscription.id, error: describe(error) });
      }
    }
  }
  return result;
}

/** Deliveries older than this are forgotten: no job for them can still run. */
const PUSH_DELIVERY_RETENTION_DAYS = 30;

/** Removes delivery records older than the retention (daily, with the expired notifications). */
export async function pruneOldPushDeliveries(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - PUSH_DELIVERY_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db.delete(pushDeliveries).where(sql`${pushDeliveries.sentAt} < ${before}`).returning({ key: pushDeliveries.deliveryKey });
  return deleted.length;
}

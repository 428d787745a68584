/**
 * The notification stream (GET /api/notifications/stream, decision 131): server-sent events for the open tab.
 * A comment line every 25 s keeps proxies from closing a quiet stream; a dropped stream is reopened by the
 * browser after 3 s (the retry field), and the 60 s polling schedule stays on underneath as the fallback.
 */
export const NOTIFICATION_STREAM_PATH = '/api/notifications/stream';
export const NOTIFICATION_STREAM_HEARTBEAT_MS = 25_000;
export const NOTIFICATION_STREAM_RETRY_MS = 3_000;

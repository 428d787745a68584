import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { SettingProblem } from './settings.js';

/** The server's Web Push identity (RFC 8292): the key pair browsers subscribe with and the contact sent to push services. */
export interface PushSettings {
  /** base64url of the uncompressed P-256 point (65 bytes): the browser's applicationServerKey. */
  publicKey: string;
  /** base64url of the 32-byte private scalar. Never sent anywhere. */
  privateKey: string;
  /** mailto: or https: address a push service may contact about our traffic. */
  subject: string;
  /** Where the keys came from: the environment, or generated once into DATA_DIR. */
  source: 'environment' | 'data-dir';
}

/** The file in DATA_DIR that keeps generated keys (mode 0600, like the other generated secrets). */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodedLength(value: string): number {
  return BASE64URL.test(value) ? Buffer.from(value, 'base64url').length : -1;
}

/** A public key is an uncompressed P-256 point (65 bytes, first byte 0x04); a private key 32 bytes. */
export function isVapidPublicKey(value: string): boolean {
  return decodedLength(value) === 65 && Buffer.from(value, 'base64url')[0] === 0x04;
}

export function isVapidPrivateKey(value: string): boolean {
  return decodedLength(value) === 32;
}

function isVapidSubject(value: string): boolean {
  return /^mailto:[^@\s]+@[^@\s]+$/.test(value) || /^https:\/\/\S+$/.test(value);
}

type KeyPair = { publicKey: string; privateKey: string };

function readKeyFile(file: string): KeyPair | undefined {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<KeyPair>;
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  } catch {
    // Unreadable: reported below as invalid keys, never silently replaced (subscriptions depend on them).
  }
  return undefined;
}

/**
 * Keys generated once and kept: every browser subscription is bound to the public key, so a new pair would
 * silently orphan them all. A file that exists is never overwritten.
 */
function keysFromDataDir(dataDir: string): KeyPair | undefined {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  if (existsSync(file)) return readKeyFile(file);
  mkdirSync(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  return keys;
}

export interface VapidEnv {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY from the environment (both or neither), else a pair generated once
 * into DATA_DIR. Several instances must share one pair, so on a shared database the environment is expected.
 */
export function readPushSettings(
  env: VapidEnv,
  context: { dataDir: string; supportEmail: string; sharedDatabase: boolean },
  problems: SettingProblem[],
): PushSettings {
  const subject = env.VAPID_SUBJECT ?? (context.supportEmail ? `mailto:${context.supportEmail}` : '');
  if (!isVapidSubject(subject)) problems.push({ name: 'VAPID_SUBJECT', message: 'Must be a mailto: or https: address', severity: 'warning' });
  const given = Boolean(env.VAPID_PUBLIC_KEY) || Boolean(env.VAPID_PRIVATE_KEY);
  if (given && !(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)) {
    problems.push({ name: env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY', message: 'Missing required variable', severity: 'critical' });
  }
  const keys = given ? { publicKey: env.VAPID_PUBLIC_KEY ?? '', privateKey: env.VAPID_PRIVATE_KEY ?? '' } : keysFromDataDir(context.dataDir);
  if (!given && context.sharedDatabase) {
    problems.push({ name: 'VAPID_PUBLIC_KEY', message: 'Set VAPID keys in the environment when instances share a database', severity: 'warning' });
  }
  const publicKey = keys?.publicKey ?? '';
  const privateKey = keys?.privateKey ?? '';
  const where = given ? '' : ` (${VAPID_KEYS_FILE} in DATA_DIR)`;
  if (publicKey && !isVapidPublicKey(publicKey)) problems.push({ name: 'VAPID_PUBLIC_KEY', message: `Invalid key format${where}`, severity: 'critical' });
  if (privateKey && !isVapidPrivateKey(privateKey)) problems.push({ name: 'VAPID_PRIVATE_KEY', message: `Invalid key format${where}`, severity: 'critical' });
  if (!given && !keys) problems.push({ name: 'VAPID_PUBLIC_KEY', message: `Invalid key format${where}`, severity: 'critical' });
  return { publicKey, privateKey, subject, source: given ? 'environment' : 'data-dir' };
}

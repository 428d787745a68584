import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { SEALED_SECRET_PATTERN } from '#shared/secrets/sealed-secret-format.js';

/**
 * Secrets at rest (API keys in api_configurations, the affiliate secret key in affiliate_configs) are
 * sealed with AES-256-GCM under settings.secretsKey. The sealed text is
 *
 *   v1:<iv base64url>:<auth tag base64url>:<ciphertext base64url>
 *
 * The version prefix lets a later key or algorithm be introduced without guessing how old rows were
 * written (the database's check constraints accept only text of exactly this shape: SEALED_SECRET_PATTERN). The optional context
 * is bound as associated data, so a ciphertext copied to another row or setting does not open there.
 */
const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed secret could not be opened: wrong key, wrong context, altered or malformed text. */
export class SecretBoxError extends Error {
  constructor(message = 'The secret could not be decrypted') {
    super(message);
    this.name = 'SecretBoxError';
  }
}

function assertKey(key: Buffer): void {
  if (key.length !== KEY_BYTES) throw new SecretBoxError(`The secrets key must be ${KEY_BYTES} bytes`);
}

export function encryptSecret(plaintext: string, key: Buffer, context?: string): string {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  if (context !== undefined) cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join(':');
}

export function decryptSecret(sealed: string, key: Buffer, context?: string): string {
  assertKey(key);
  const parts = sealed.split(':');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretBoxError('Unrecognised secret format');
  const [, ivText, tagText, ciphertextText] = parts;
  const iv = Buffer.from(ivText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretBoxError('Unrecognised secret format');
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    if (context !== undefined) decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(Buffer.from(ciphertextText, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    // GCM's own error says nothing useful and must not reach a client: one message for every failure.
    throw new SecretBoxError();
  }
}

const SEALED_SECRET = new RegExp(SEALED_SECRET_PATTERN);

/** True when the text has the exact shape encryptSecret writes. */
export function isSealedSecret(value: string): boolean {
  return SEALED_SECRET.test(value);
}

/** Shorter secrets are masked whole: showing 7 characters of them would give most of them away. */
const MIN_LENGTH_TO_REVEAL = 16;
const MASK = '••••';

/**
 * A secret as the admin screens may show it: the first 3 and last 4 characters ('sk-…abcd'), or only
 * the mask for short values. Never used on a sealed value: mask the plaintext the server decrypted.
 */
export function maskSecret(value: string | null | undefined): string {
  if (!value) return '';
  if (value.length < MIN_LENGTH_TO_REVEAL) return MASK;
  return `${value.slice(0, 3)}…${value.slice(-4)}`;
}

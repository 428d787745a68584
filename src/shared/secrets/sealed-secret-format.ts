/**
 * The exact shape of a v1 sealed secret: the version, a 12-byte IV (16 base64url characters), a 16-byte tag (22)
 * and a non-empty ciphertext, nothing else. src/server/lib/secret-box.ts writes it and the database's check
 * constraints use this same pattern (issue 8), so that a plain key with a `v1:` in front of it is refused too.
 * Plain data in src/shared so that the database layer can use it without importing anything above it.
 */
export const SEALED_SECRET_PATTERN = '^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$';

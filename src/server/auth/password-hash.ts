import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * Argon2id at OWASP's minimum parameters (m=19456 KiB, t=2, p=1). Better Auth's default scrypt settings sit
 * below OWASP's floor, so its hash/verify options are pointed here.
 */
const ARGON2_OPTIONS = {
  // Algorithm is a const enum in the type declarations; 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash in another format (or a corrupt one) is a failed check, never a crash. */
export async function verifyPassword(data: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(data.hash, data.password);
  } catch {
    return false;
  }
}

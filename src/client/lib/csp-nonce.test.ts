import { getNonce } from 'get-nonce';
import { describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '#shared/csp-nonce';
import { applyCspNonce, readCspNonce } from './csp-nonce';

/** A document whose csp-nonce meta has this property value (what browsers expose) and attribute. */
function docWith(meta: { nonce?: string; attribute?: string } | null) {
  return {
    querySelector: () => (meta ? { nonce: meta.nonce ?? '', getAttribute: () => meta.attribute ?? null } : null),
  } as unknown as Pick<Document, 'querySelector'>;
}

describe('readCspNonce', () => {
  it('reads the nonce property of the csp-nonce meta tag', () => {
    expect(readCspNonce(docWith({ nonce: 'abc123==' }))).toBe('abc123==');
  });

  it('falls back to the attribute where the property is empty', () => {
    expect(readCspNonce(docWith({ nonce: '', attribute: 'from-attribute' }))).toBe('from-attribute');
  });

  it('has no nonce without the tag, or when the server did not replace the placeholder', () => {
    expect(readCspNonce(docWith(null))).toBeUndefined();
    expect(readCspNonce(docWith({ nonce: CSP_NONCE_PLACEHOLDER }))).toBeUndefined();
  });
});

describe('applyCspNonce', () => {
  it("gives get-nonce the page's nonce for react-style-singleton", () => {
    applyCspNonce(docWith({ nonce: 'page-nonce' }));
    expect(getNonce()).toBe('page-nonce');
  });
});

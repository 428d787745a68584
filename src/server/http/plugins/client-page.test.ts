import { describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER, fillPageTemplate, newCspNonce, PAGE_HEAD_END, PAGE_HEAD_START } from './client.js';
import { cspWithNonce } from './security.js';

describe('cspWithNonce', () => {
  it('adds the nonce to script-src and style-src only', () => {
    const policy = "default-src 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self'; img-src 'self' data:";
    expect(cspWithNonce(policy, 'abc=')).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc='; script-src-attr 'none'; style-src 'self' 'nonce-abc='; img-src 'self' data:",
    );
  });
});

describe('fillPageTemplate', () => {
  const template = `<head>${PAGE_HEAD_START}<title>Old</title>${PAGE_HEAD_END}<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"></head><body><script nonce="${CSP_NONCE_PLACEHOLDER}"></script></body>`;

  it('replaces the marked head and every nonce placeholder', () => {
    const html = fillPageTemplate(template, { head: '<title>New</title>', nonce: 'n1' });
    expect(html).toBe('<head><title>New</title><meta property="csp-nonce" nonce="n1"></head><body><script nonce="n1"></script></body>');
  });

  it('puts the head before </head> in a template without markers, and leaves the head alone without one', () => {
    expect(fillPageTemplate('<head><meta charset="utf-8"></head>', { head: '<title>T</title>', nonce: 'n' })).toBe(
      '<head><meta charset="utf-8"><title>T</title>\n</head>',
    );
    expect(fillPageTemplate(template, { nonce: 'n2' })).toContain('<title>Old</title>');
  });
});

describe('newCspNonce', () => {
  it('is 128 random bits in base64, different each time', () => {
    const a = newCspNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newCspNonce()).not.toBe(a);
  });
});

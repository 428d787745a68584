import { describe, expect, it } from 'vitest';
import { PAGE_STATE_ELEMENT_ID, type PageState, serializePageState } from '#shared/pages/page-state.js';
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

  const state: PageState = {
    renderedAt: 1,
    session: { user: null },
    siteConfig: { blockContextMenu: false, socialFeatures: true, userRegistration: true, aiRecommendations: true },
    bestsellers: null,
    sharedWishlist: null,
  };

  it('puts the rendered app in #root and its state in a JSON block beside it', () => {
    const html = fillPageTemplate('<body><div id="root"></div><script src="/a.js"></script></body>', {
      nonce: 'n',
      app: { html: '<h1>Hi</h1>', state },
    });
    expect(html).toBe(
      `<body><div id="root"><h1>Hi</h1></div><script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${serializePageState(state)}</script><script src="/a.js"></script></body>`,
    );
  });

  it('takes the rendered app as text: no replacement patterns, no nonce for a placeholder inside it', () => {
    const rendered = `<p>Mug $& $' $\` ${CSP_NONCE_PLACEHOLDER}</p>`;
    const html = fillPageTemplate(`<div id="root"></div><script nonce="${CSP_NONCE_PLACEHOLDER}"></script>`, {
      nonce: 'n3',
      app: { html: rendered, state },
    });
    expect(html.startsWith(`<div id="root">${rendered}</div>`)).toBe(true);
    expect(html.endsWith('<script nonce="n3"></script>')).toBe(true);
  });
});

describe('newCspNonce', () => {
  it('is 128 random bits in base64, different each time', () => {
    const a = newCspNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newCspNonce()).not.toBe(a);
  });
});

/**
 * The build writes this placeholder where a page's CSP nonce goes (Vite's html.cspNonce: on its script and
 * style tags and in <meta property="csp-nonce">); the server replaces it with each page response's own nonce
 * (src/server/http/plugins/client.ts). See docs/decisions/012-content-security-policy.md.
 */
export const CSP_NONCE_PLACEHOLDER = '__GIFTWISE_CSP_NONCE__';

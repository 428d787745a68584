import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readSettings } from '#server/config/settings.js';
import { validateSettings } from '#server/config/validate.js';
import { createConfigErrorApp } from '#server/config-error-app.js';

/**
 * Production with a critical configuration issue: no crash; /api/health reports the issues (names and
 * messages, never values) and every other path is the Configuration Error page with HTTP 503.
 */
const SECRET_LOOKING_VALUE = 'smtp://mailer:hunter2-very-secret@';

describe('configuration error mode', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const settings = readSettings({
      NODE_ENV: 'production',
      BASE_URL: 'https://giftwise.example',
      TRUST_PROXY: '1',
      DATA_DIR: path.join(tmpdir(), 'giftwise-config-error-test'),
      SMTP_URL: SECRET_LOOKING_VALUE,
      RESEND_API_KEY: 'short-key',
      SUPPORT_EMAIL: 'support@giftwise.example',
    });
    const report = validateSettings(settings);
    expect(report.ready).toBe(false);
    app = await createConfigErrorApp(settings, report);
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves the Configuration Error page with 503 on every path', async () => {
    for (const url of ['/', '/login', '/wishlists/123', '/api/wishlists', '/assets/app.js']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('The application is not properly configured.');
      expect(res.body).toContain('Please contact support if this issue persists.');
    }
  });

  it('keeps the security headers, allowing only its own inline style by hash', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('reports the issues on /api/health by name and message, never by value', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body.status).toBe('misconfigured');
    expect(body.validation.ready).toBe(false);
    expect(body.validation.issues).toEqual(
      expect.arrayContaining([
        { name: 'AUTH_SECRET', message: 'Missing required variable', severity: 'critical' },
        { name: 'SECRETS_KEY', message: 'Missing required variable', severity: 'critical' },
        { name: 'MAIL_FROM', message: 'Missing required variable', severity: 'critical' },
        { name: 'RESEND_API_KEY', message: 'API key appears too short', severity: 'warning' },
      ]),
    );
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('short-key');
  });
});

import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Settings } from './config/settings.js';
import { type ValidationReport } from './config/validate.js';
import { cspDirectives, securityPlugin } from './http/plugins/security.js';
import { validationSummary } from './http/routes/health.routes.js';

const CONFIG_ERROR_TEXTS = {
  title: 'Configuration Error',
  message: 'The application is not properly configured.',
  support: 'Please contact support if this issue persists.',
} as const;

const STYLE = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#faf7f4;color:#2b2420;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}
main{max-width:32rem;margin:1.5rem;padding:2rem;border:1px solid #e7ddd5;border-radius:1rem;background:#fff}
h1{margin:0 0 .75rem;font-size:1.5rem;color:#b4234a}p{margin:.5rem 0}
@media (prefers-color-scheme:dark){body{background:#1c1917;color:#f5f0eb}main{background:#262220;border-color:#3d3531}h1{color:#f47a95}}`;

/** The page's one inline style is allowed by its hash, so the policy stays free of 'unsafe-inline'. */
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const CONFIG_ERROR_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${CONFIG_ERROR_TEXTS.title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${CONFIG_ERROR_TEXTS.title}</h1>
<p>${CONFIG_ERROR_TEXTS.message}</p>
<p>${CONFIG_ERROR_TEXTS.support}</p>
</main>
</body>
</html>
`;

function pageCsp(settings: Settings): string {
  const directives = { ...cspDirectives(settings), 'style-src': [STYLE_HASH] };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * What a production server serves when startup validation finds a critical issue (platform.md section 4):
 * /api/health reports the issues (names and messages, never values) and every other path is the
 * Configuration Error page, HTTP 503. No database is opened: its settings may be the problem.
 */
export async function createConfigErrorApp(
  settings: Settings,
  report: ValidationReport,
  options: { logger?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ? { level: 'info' } : false, trustProxy: settings.trustProxy });
  await app.register(securityPlugin, { settings });
  const validation = validationSummary(report);
  const csp = pageCsp(settings);

  app.get('/api/health', async (_req, reply) => {
    reply.status(503);
    return { status: 'misconfigured', database: { status: 'not-checked' }, validation };
  });

  app.setNotFoundHandler((_req, reply) => {
    reply
      .status(503)
      .header('Retry-After', '300')
      .header('Content-Security-Policy', csp)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(CONFIG_ERROR_PAGE);
  });
  return app;
}

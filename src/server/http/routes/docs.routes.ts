import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { allEndpoints } from '#shared/api/index.js';
import { docsApi } from '#shared/api/platform.js';
import type { AppContext } from '#server/app-context.js';
import { openApiDocument } from '#server/http/openapi.js';
import { route, SerializedJson } from '#server/http/contract-route.js';

/** The description's own version (info.version): raised when a contract changes in a way callers notice. */
const API_VERSION = '1.0.0';

/** Swagger UI's built files, served from our own origin: the CSP allows no script or style from elsewhere. */
const swaggerUiDir = () => path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The page's own script: external, so the page needs no inline script and no nonce. */
const DOCS_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true });\n`;

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Giftwise API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<main id="docs"></main>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/docs.js"></script>
</body>
</html>
`;

const TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' } as const;

/** GET /api/openapi.json (generated from the contracts, once) and /api/docs, the page that shows it. */
export function docsRoutes(ctx: AppContext): FastifyPluginAsync {
  let document: string | undefined;
  const assets = new Map<string, Promise<string>>();
  const asset = (file: string) => {
    if (!assets.has(file)) assets.set(file, readFile(path.join(swaggerUiDir(), file), 'utf8'));
    return assets.get(file)!;
  };

  return async (app) => {
    route(app, docsApi.openapi, async () => {
      document ??= JSON.stringify(openApiDocument(allEndpoints(), { version: API_VERSION, serverUrl: ctx.settings.baseUrl }));
      return new SerializedJson(document);
    });

    route(app, docsApi.page, async (_input, _request, reply) => {
      reply.type('text/html; charset=utf-8');
      return DOCS_PAGE;
    });

    route(app, docsApi.asset, async ({ params }, _request, reply) => {
      reply.type(params.file.endsWith('.css') ? TYPES.css : TYPES.js);
      return params.file === 'docs.js' ? DOCS_SCRIPT : asset(params.file);
    });
  };
}

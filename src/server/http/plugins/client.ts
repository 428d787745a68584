import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CSP_NONCE_PLACEHOLDER } from '#shared/csp-nonce.js';
import { PAGE_STATE_ELEMENT_ID, type PageState, serializePageState } from '#shared/pages/page-state.js';
import { matchRoute, ROUTES, type RouteRecord, type SeoRecord, SITE_NAME } from '#shared/routes.js';
import { renderPageHead } from '#server/services/seo/page-head.js';
import type { StructuredDataSite } from '#server/services/seo/structured-data.js';
import { cspWithNonce } from './security.js';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const DEFAULT_CLIENT_DIST = path.join(REPO_ROOT, 'dist/client');
const CLIENT_SOURCE_ROOT = path.join(REPO_ROOT, 'src/client');

/** Vite names built files with a content hash (index-B_0HGsds.js): they never change, so caches keep them. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html names the current hashes: always revalidate it. */
export const HTML_CACHE = 'no-cache';

export interface ClientPluginOptions {
  /**
   * 'static' (default): serve the built client from distDir, or a short "not built" page when there is none.
   * 'vite': Vite in middleware mode with hot reload (npm run dev), on this same server and origin.
   */
  mode?: 'static' | 'vite';
  /** The built client; tests point it at a fixture. */
  distDir?: string;
  /** BASE_URL and the support address, for the heads the server writes into pages; without it, no head is written. */
  site?: StructuredDataSite;
  /**
   * A page whose head depends on data (a shared wishlist's title and image): what replaces the registry
   * record's title, description or image for this path, or null to keep the record's.
   */
  pageSeo?: (pathname: string) => Promise<Partial<SeoRecord> | null>;
  /**
   * What a server-rendered page carries (the session, the site settings, the first best sellers): with it, and
   * with a server-rendering build (or Vite in development), pages are rendered on the server and hydrated in the
   * browser (docs/decisions/165); without it, #root goes out empty and the client renders.
   */
  pageState?: (request: FastifyRequest, pathname: string) => Promise<PageState>;
}

/** The module src/client/entry-server.tsx builds into (see vite.config.ts's serverRenderingBuild). */
interface ServerEntry {
  renderPage(request: { url: string; state: PageState; nonce: string }): Promise<string>;
}
type LoadServerEntry = () => Promise<ServerEntry>;

/** Where a client build keeps its server-rendering bundle (vite.config.ts SSR_BUILD_DIR): never served. */
const SSR_ENTRY_FILE = path.join('.ssr', 'entry-server.js');

export { CSP_NONCE_PLACEHOLDER };

/** index.html marks the tags the server replaces with the page's head (title, description, OG, JSON-LD ...). */
export const PAGE_HEAD_START = '<!-- page-head -->';
export const PAGE_HEAD_END = '<!-- /page-head -->';

/**
 * The offline app shell the service worker precaches (vite.config.ts): a page like any other, with a fresh
 * nonce in its HTML and its CSP header, so that the copy the worker keeps is consistent. Not a route: the client
 * never links to it, and robots are told not to index it.
 */
const APP_SHELL_PATH = '/app-shell';
const APP_SHELL_RECORD: RouteRecord = {
  ...matchRoute('/', ROUTES)!,
  path: APP_SHELL_PATH,
  title: SITE_NAME,
  structuredData: undefined,
  noIndex: true,
  noFollow: true,
};

/** 128 random bits, new for every page response. */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/** What the server writes into index.html for one response. */
export interface PageFill {
  head?: string;
  nonce: string;
  /** The server-rendered app and the state it was rendered from; without it #root stays empty. */
  app?: { html: string; state: PageState };
}

/** The app's mount point as index.html has it. */
const EMPTY_ROOT = '<div id="root"></div>';

/** The page state as data: a JSON block never executes, so the strict CSP needs no nonce or hash for it. */
function pageStateBlock(state: PageState): string {
  return `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${serializePageState(state)}</script>`;
}

/**
 * index.html for one response: the page's head between the markers (or before </head> when a template has no
 * markers), the placeholder replaced by the response's nonce, and then the server-rendered app in #root with its
 * state beside it. The app goes in last and by position, so that nothing in it (a product title holding "$&" or
 * the placeholder's text) is read as a pattern or given the nonce.
 */
export function fillPageTemplate(template: string, fill: PageFill): string {
  let html = template;
  if (fill.head !== undefined) {
    const start = html.indexOf(PAGE_HEAD_START);
    const end = html.indexOf(PAGE_HEAD_END);
    if (start !== -1 && end > start) html = html.slice(0, start) + fill.head + html.slice(end + PAGE_HEAD_END.length);
    else if (html.includes('</head>')) html = html.replace('</head>', `${fill.head}\n</head>`);
  }
  html = html.replaceAll(CSP_NONCE_PLACEHOLDER, fill.nonce);
  const root = html.indexOf(EMPTY_ROOT);
  if (!fill.app || root === -1) return html;
  const app = `<div id="root">${fill.app.html}</div>${pageStateBlock(fill.app.state)}`;
  return html.slice(0, root) + app + html.slice(root + EMPTY_ROOT.length);
}

export const CLIENT_NOT_BUILT_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Giftwise</title>
</head>
<body>
<main>
<h1>Giftwise</h1>
<p>The web client is not built. Run <code>npm run build</code> (or start the server with <code>npm run dev</code>).</p>
</main>
</body>
</html>
`;

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');
/** A request for a file (a missing asset, /favicon.ico) is not a page: it gets the plain 404. */
const looksLikeFile = (pathname: string) => /\/[^/]+\.[a-z0-9]+$/i.test(pathname);

/**
 * The HTTP status of a page path: 200 when the route registry knows it, 404 otherwise (the client shows its
 * not-found page either way). Development-only routes (/dev/mail) are the server's own pages; when they
 * are off, their paths are unknown.
 */
export function pageStatus(pathname: string): 200 | 404 {
  const route = matchRoute(pathname);
  return route && route.access !== 'dev' ? 200 : 404;
}

/** A source map, by name (index-abc.js.map, styles.css.map). */
const isSourceMap = (pathName: string) => /\.map$/i.test(pathName);

/** The build's own records (.vite/manifest.json, the .ssr render bundle): dot directories, never served. */
const isBuildRecord = (pathName: string) => /(^|\/)\./.test(pathName);

const isHashedAsset = (filePath: string) => filePath.split(path.sep).includes('assets');

/**
 * Serves the React client (registered after the API routes, so every API route wins):
 * - files of the build (hashed assets cached for a year, anything else revalidated);
 * - for a GET of any other path, index.html with 200 when src/shared/routes.ts knows the path and 404 when
 *   not; /api/* and file-like paths that match nothing keep the JSON 404.
 * Each page gets its own CSP nonce (in the header and the HTML) and, with `site`, the head of its route.
 */
export function clientPlugin(options: ClientPluginOptions = {}): FastifyPluginAsync {
  return async (app) => {
    const { renderPage, loadServerEntry } =
      options.mode === 'vite' ? await setUpVite(app) : await setUpStatic(app, options.distDir ?? DEFAULT_CLIENT_DIST);
    const renderApp = options.pageState && loadServerEntry ? serverRenderer(loadServerEntry, options.pageState) : null;

    const sendPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      page: { route: RouteRecord | undefined; status: number; serverRendered: boolean },
    ) => {
      const pathname = pathOf(request.url);
      const nonce = newCspNonce();
      const dynamic = page.route && options.site && options.pageSeo ? await options.pageSeo(pathname) : null;
      const record = page.route && dynamic ? { ...page.route, ...dynamic } : page.route;
      const head = options.site ? renderPageHead({ route: record, pathname, site: options.site, nonce }) : undefined;
      const rendered = page.serverRendered && renderApp ? await renderApp(request, pathname, nonce) : undefined;
      const html = await renderPage(request, reply, { head, nonce, app: rendered });
      // A shared list's link that gives no list answers with the API's status (410 gone, 404 unknown), its message in the page.
      const shared = rendered?.state.sharedWishlist;
      const gone = shared && 'error' in shared && [404, 410].includes(shared.error.status) ? shared.error.status : null;
      const status = gone ?? page.status;
      return reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', HTML_CACHE).send(html);
    };

    // The offline shell renders in the browser: whoever it is shown to, later, is not known now.
    app.get(APP_SHELL_PATH, async (request, reply) =>
      sendPage(request, reply, { route: APP_SHELL_RECORD, status: 200, serverRendered: false }),
    );

    app.get('/*', async (request, reply) => {
      const pathname = pathOf(request.url);
      if (isApiPath(pathname) || looksLikeFile(pathname)) return reply.callNotFound();
      const status = pageStatus(pathname);
      return sendPage(request, reply, { route: status === 200 ? matchRoute(pathname) : undefined, status, serverRendered: true });
    });
  };
}

type RenderPage = (request: FastifyRequest, reply: FastifyReply, fill: PageFill) => Promise<string>;

interface PageSetUp {
  renderPage: RenderPage;
  /** The server-rendering module, when there is one (a build without it, or a test fixture, has none). */
  loadServerEntry?: LoadServerEntry;
}

/**
 * Renders a page's app on the server. A failure is logged and the page goes out with an empty #root, which the
 * client renders as before: a rendering bug costs the first paint, never the page.
 */
function serverRenderer(load: LoadServerEntry, pageState: NonNullable<ClientPluginOptions['pageState']>) {
  return async (request: FastifyRequest, pathname: string, nonce: string): Promise<PageFill['app']> => {
    try {
      const [entry, loaded] = await Promise.all([load(), pageState(request, pathname)]);
      // Rendered from the state as the browser will read it (dates as strings ...), so that both render the same.
      const state = JSON.parse(serializePageState(loaded)) as PageState;
      const url = new URL(request.url, 'http://page.invalid').href;
      return { html: await entry.renderPage({ url, state, nonce }), state };
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed: the page goes out for the client to render');
      return undefined;
    }
  };
}

/** The production page policy: the one helmet set, plus this response's nonce. */
function addNonceToPolicy(reply: FastifyReply, nonce: string) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', cspWithNonce(policy, nonce));
}

async function setUpStatic(app: FastifyInstance, distDir: string): Promise<PageSetUp> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return { renderPage: async () => CLIENT_NOT_BUILT_HTML };
  const template = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    // One route per built file, found at start: unknown paths fall through to the page handler below.
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build writes .br and .gz beside each text file (vite.config.ts): each request gets the smallest its
    // Accept-Encoding allows, with Vary: Accept-Encoding (issue 9). The copies get no routes of their own.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz', '**/*.map'],
    // The template itself is never served: a page always comes with its head and its nonce. Nor are source
    // maps, which hold the whole client source (issue 8, item 8).
    allowedPath: (pathName) => pathName !== '/index.html' && !isSourceMap(pathName) && !isBuildRecord(pathName),
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', isHashedAsset(path.relative(distDir, filePath)) ? IMMUTABLE_CACHE : HTML_CACHE);
    },
  });
  const entryFile = path.join(distDir, SSR_ENTRY_FILE);
  // Imported on the first page, once (a module that fails to import is reported by each page's fallback).
  let entry: Promise<ServerEntry> | null = null;
  const loadEntry = () => (entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>);
  return {
    renderPage: async (_request, reply, fill) => {
      addNonceToPolicy(reply, fill.nonce);
      return fillPageTemplate(template, fill);
    },
    loadServerEntry: existsSync(entryFile) ? loadEntry : undefined,
  };
}

/**
 * Development: Vite's middlewares answer module requests and hot updates (its websocket shares this
 * server), and the page handler sends index.html as Vite transformed it. Vite's dev client injects its
 * CSS with <style> elements and React's refresh preamble is an inline script, so in development only the
 * page's CSP allows inline styles and that script's hash, and carries no nonce (a nonce would switch
 * 'unsafe-inline' off, and sonner's own <style> injection runs in development).
 */
async function setUpVite(app: FastifyInstance): Promise<PageSetUp> {
  const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
  await app.register(middie);
  const vite = await createServer({
    configFile: path.join(REPO_ROOT, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, ws: { server: app.server } },
  });
  app.use(vite.middlewares);
  app.addHook('onClose', async () => {
    await vite.close();
  });
  return {
    renderPage: async (request, reply, fill) => {
      const source = await readFile(path.join(CLIENT_SOURCE_ROOT, 'index.html'), 'utf8');
      const html = fillPageTemplate(await vite.transformIndexHtml(request.url, source), fill);
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') reply.header('content-security-policy', devContentSecurityPolicy(policy, html));
      return html;
    },
    // Loaded through Vite on each page, so that an edit shows on the next reload.
    loadServerEntry: () => vite.ssrLoadModule('/entry-server.tsx') as Promise<ServerEntry>,
  };
}

/** The production policy plus what Vite's development page needs (see setUpVite). */
export function devContentSecurityPolicy(policy: string, html: string): string {
  const hashes = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`,
  );
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      if (trimmed.startsWith('script-src ')) return [trimmed, ...hashes].join(' ');
      if (trimmed.startsWith('style-src ')) return `${trimmed} 'unsafe-inline'`;
      return trimmed;
    })
    .join('; ');
}

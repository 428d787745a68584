/**
 * The server's render of a page (docs/decisions/165): the same App as the browser's (main.tsx), with React
 * Router's static handler for the route and React's streaming renderer. The Fastify client plugin loads this
 * module (Vite's SSR build in production, Vite's ssrLoadModule in development) and puts the HTML in #root.
 */
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PageState } from '#shared/pages/page-state';
import { App } from './app/app';
import { seedQueries } from './app/page-state';
import { buildRoutes, preloadPage } from './app/router';
import { createQueryClient } from './lib/query-client';

export interface RenderRequest {
  /** The page's absolute URL (origin, path and query). */
  url: string;
  state: PageState;
  /** The response's CSP nonce, for any script React writes. */
  nonce: string;
}

const handler = createStaticHandler(buildRoutes());

/**
 * The HTML of #root for one request. It waits until every part is ready (onAllReady): the page goes out whole,
 * so crawlers and the largest paint get the content and the browser needs no inline script to fill it in.
 */
export async function renderPage({ url, state, nonce }: RenderRequest): Promise<string> {
  const { pathname } = new URL(url);
  await preloadPage(pathname);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`The static handler answered ${url} with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  seedQueries(queryClient, state);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} renderedAt={state.renderedAt}>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
      </App>
    </StrictMode>
  );
  // Piped only once everything is ready (renderToReadableStream would queue the shell as soon as it is ready).
  return new Promise<string>((resolve, reject) => {
    const stream = renderToPipeableStream(app, {
      nonce,
      // React moves a large ready boundary out of place (a hidden part and an inline script that puts it back)
      // so that a streamed shell paints early. The page is sent whole: every boundary stays in place.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => {
        const html = new PassThrough();
        text(html).then(resolve, reject);
        stream.pipe(html);
      },
      onShellError: reject,
      onError: (error) => {
        console.error('Server rendering failed', error);
      },
    });
  });
}

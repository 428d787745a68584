import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { App } from './app/app';
import { readPageState, seedQueries } from './app/page-state';
import { createAppRouter, preloadPage } from './app/router';
import { installPromptStore } from './features/pwa/install-prompt';
import { registerServiceWorker } from './features/pwa/service-worker-update';
import { applyCspNonce } from './lib/csp-nonce';
import { installGlobalErrorReporting } from './lib/global-errors';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Before anything renders: Radix's scroll lock must find the page's CSP nonce, and an early install offer
// must find its listener.
applyCspNonce();
installPromptStore();
// From the first moment: an error nothing catches goes to the error log too (platform.md section 8).
installGlobalErrorReporting();

const queryClient = createQueryClient();
const pageState = readPageState();
if (pageState) seedQueries(queryClient, pageState);

const app = (
  <StrictMode>
    <App queryClient={queryClient} renderedAt={pageState?.renderedAt ?? null}>
      <RouterProvider router={createAppRouter()} />
    </App>
  </StrictMode>
);

// A page the server rendered (docs/decisions/165) is hydrated at once: the header and the frame take clicks while
// the page's own chunk loads (React keeps the server's HTML of the page until then, and replays a click inside it).
// The offline app shell comes empty and is rendered here.
if (container.hasChildNodes()) {
  void preloadPage(window.location.pathname);
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}

void registerServiceWorker();

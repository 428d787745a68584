import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installPromptStore } from './features/pwa/install-prompt';
import { registerServiceWorker } from './features/pwa/service-worker-update';
import { applyCspNonce } from './lib/csp-nonce';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Before anything renders: Radix's scroll lock must find the page's CSP nonce, and an early install offer
// must find its listener.
applyCspNonce();
installPromptStore();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

void registerServiceWorker();

import { setNonce } from 'get-nonce';
import { CSP_NONCE_PLACEHOLDER } from '#shared/csp-nonce';

/**
 * The page's CSP nonce from <meta property="csp-nonce" nonce="..."> (the server writes a new one into every
 * page). Browsers hide a nonce attribute's value from getAttribute once the page is parsed; the property keeps it.
 */
export function readCspNonce(doc: Pick<Document, 'querySelector'> = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce && nonce !== CSP_NONCE_PLACEHOLDER ? nonce : undefined;
}

/**
 * Hands the nonce to get-nonce, which react-style-singleton reads when Radix's scroll lock (Dialog, modal menus)
 * adds its <style> element: with the nonce the CSP allows it (docs/decisions/012). Call before anything renders.
 */
export function applyCspNonce(doc: Pick<Document, 'querySelector'> = document): void {
  const nonce = readCspNonce(doc);
  if (nonce) setNonce(nonce);
}

/**
 * Where a Creators API credential gets its OAuth 2.0 token: the token endpoint of each credential version
 * (Amazon's SDK, OAuth2Config), the region of a marketplace, and the version of a token endpoint.
 */

/** Token endpoints by credential version (Amazon's SDK, OAuth2Config). */
const TOKEN_ENDPOINTS: Record<string, string> = {
  '2.1': 'https://creatorsapi.auth.us-east-1.amazoncognito.com/oauth2/token',
  '2.2': 'https://creatorsapi.auth.eu-south-2.amazoncognito.com/oauth2/token',
  '2.3': 'https://creatorsapi.auth.us-west-2.amazoncognito.com/oauth2/token',
  '3.1': 'https://api.amazon.com/auth/o2/token',
  '3.2': 'https://api.amazon.co.uk/auth/o2/token',
  '3.3': 'https://api.amazon.co.jp/auth/o2/token',
};

/** Marketplaces of the Europe/Middle East/India (x.2) and Far East (x.3) regions; the rest are North America (x.1). */
const EU_MARKETPLACES = new Set([
  'www.amazon.co.uk',
  'www.amazon.de',
  'www.amazon.fr',
  'www.amazon.it',
  'www.amazon.es',
  'www.amazon.nl',
  'www.amazon.se',
  'www.amazon.pl',
  'www.amazon.com.be',
  'www.amazon.com.tr',
  'www.amazon.ie',
  'www.amazon.ae',
  'www.amazon.sa',
  'www.amazon.eg',
  'www.amazon.in',
]);
const FE_MARKETPLACES = new Set(['www.amazon.co.jp', 'www.amazon.com.au', 'www.amazon.sg']);

/** The Login with Amazon token endpoint of a marketplace's region (credentials made since 2026 are 3.x). */
export function tokenUrlForMarketplace(marketplace: string): string {
  const host = normaliseMarketplace(marketplace);
  if (EU_MARKETPLACES.has(host)) return TOKEN_ENDPOINTS['3.2'];
  if (FE_MARKETPLACES.has(host)) return TOKEN_ENDPOINTS['3.3'];
  return TOKEN_ENDPOINTS['3.1'];
}

export function normaliseMarketplace(marketplace: string): string {
  return marketplace
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
}

/** The credential version a token endpoint belongs to. */
export function credentialVersionFor(tokenUrl: string): string {
  const known = Object.entries(TOKEN_ENDPOINTS).find(([, url]) => url === tokenUrl);
  if (known) return known[0];
  let host = '';
  try {
    host = new URL(tokenUrl).hostname;
  } catch {
    // An unusable URL fails at the first request, with a message.
  }
  if (host.endsWith('.amazoncognito.com')) {
    if (host.includes('eu-south-2')) return '2.2';
    if (host.includes('us-west-2')) return '2.3';
    return '2.1';
  }
  if (host.endsWith('amazon.co.uk')) return '3.2';
  if (host.endsWith('amazon.co.jp')) return '3.3';
  return '3.1';
}

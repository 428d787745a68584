import { describe, expect, it } from 'vitest';
import { AMAZON_IMAGE_HOSTS, cspDirectives } from './security';

describe('cspDirectives img-src', () => {
  it('allows only our own images with the sample catalog', () => {
    expect(cspDirectives({ isHttps: false, retail: {} })['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it("adds Amazon's image hosts while the Creators API is the source", () => {
    const amazon = { credentialId: 'i', credentialSecret: 's', marketplace: 'www.amazon.com', apiBaseUrl: 'x', tokenUrl: 'y' };
    expect(cspDirectives({ isHttps: false, retail: { amazon } })['img-src']).toEqual(["'self'", 'data:', 'blob:', ...AMAZON_IMAGE_HOSTS]);
  });
});

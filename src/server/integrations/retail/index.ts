import { DEFAULT_RETAIL_TOKEN_URL, type Settings } from '#server/config/settings.js';
import { tokenUrlForMarketplace } from './amazon-creators/endpoints.js';
import { createAmazonCreatorsSource } from './amazon-creators-source.js';
import { createSampleRetailSource } from './sample-source.js';
import type { RetailSource } from './types.js';

/**
 * The retail source: Amazon's Creators API when its four settings are present (RETAIL_CREDENTIAL_ID,
 * RETAIL_CREDENTIAL_SECRET, AFFILIATE_TAG, RETAIL_MARKETPLACE), else the built-in sample catalog. When
 * Amazon fails, the best-seller cache answers from the sample catalog (services/products).
 */
export function createRetailSource(settings: Settings): RetailSource {
  const amazon = settings.retail.amazon;
  const partnerTag = settings.retail.affiliateTag;
  if (!amazon || !partnerTag) return createSampleRetailSource();
  // Left at the default, the token endpoint follows the marketplace's region (3.x credentials).
  const tokenUrl =
    amazon.tokenUrl === DEFAULT_RETAIL_TOKEN_URL && !settings.raw?.RETAIL_TOKEN_URL
      ? tokenUrlForMarketplace(amazon.marketplace)
      : amazon.tokenUrl;
  return createAmazonCreatorsSource({
    credentialId: amazon.credentialId,
    credentialSecret: amazon.credentialSecret,
    marketplace: amazon.marketplace,
    partnerTag,
    apiBaseUrl: amazon.apiBaseUrl,
    tokenUrl,
  });
}

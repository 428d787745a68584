import type { Settings } from '../../config/settings.js';
import type { RetailSource } from './types.js';

/** TEMPORARY SEAM (replaced by the retail helpers): Amazon when configured, else the sample catalog. */
export function createRetailSource(_settings: Settings): RetailSource {
  const notYet = async (): Promise<never> => {
    throw new Error('createRetailSource: not built yet');
  };
  return { name: 'sample', bestsellers: notYet, search: notYet, getItems: notYet };
}

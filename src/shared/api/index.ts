import type { Endpoint } from './contract.js';
import { calendarApi } from './calendar.js';
import { contactApi } from './contact.js';
import { giftHistoryApi } from './gift-history.js';
import { docsApi, platformApi } from './platform.js';
import { productsApi } from './products.js';
import { recipientsApi } from './recipients.js';
import { siteApi } from './site.js';

/**
 * Every endpoint with a contract, area by area: the server registers these, the OpenAPI description lists
 * them and tests/api/route-table.test.ts compares them with the routes Fastify registered. The client imports
 * an area's file directly (./products.ts), never this one, so a page loads only the contracts it calls.
 */
const API_AREAS = [productsApi, siteApi, contactApi, platformApi, docsApi, recipientsApi, calendarApi, giftHistoryApi] as const;

export function allEndpoints(): Endpoint[] {
  return API_AREAS.flatMap((area) => Object.values(area) as Endpoint[]);
}

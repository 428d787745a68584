import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calendarApi } from '#shared/api/calendar.js';
import type { Endpoint } from '#shared/api/contract.js';
import { giftHistoryApi } from '#shared/api/gift-history.js';
import { pushApi } from '#shared/api/notifications.js';
import { recipientsApi } from '#shared/api/recipients.js';

/**
 * Issue 18, item 6: docs/api/*.md is checked against the contracts. A page's tables name each endpoint once
 * ("| GET /recipients/:id | ..."), under /api; the set must equal the contracts' of the areas it covers.
 */
const TABLE_ROW = /^\| (GET|POST|PUT|PATCH|DELETE) (\/\S*) \|/;

function documentedEndpoints(file: string): string[] {
  return readFileSync(new URL(`../../docs/api/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .map((line) => TABLE_ROW.exec(line))
    .filter((match) => match !== null)
    .map(([, method, path]) => `${method} /api${path}`)
    .sort();
}

const declared = (...areas: Record<string, Endpoint>[]) =>
  areas
    .flatMap((area) => Object.values(area))
    .map(({ spec }) => `${spec.method} ${spec.path}`)
    .sort();

describe('docs/api/recipients-and-calendar.md', () => {
  it('lists exactly the endpoints of the recipients, calendar and gift-history contracts', () => {
    const documented = documentedEndpoints('recipients-and-calendar.md');
    expect(new Set(documented).size, 'an endpoint listed twice').toBe(documented.length);
    expect(documented).toEqual(declared(recipientsApi, calendarApi, giftHistoryApi));
  });
});

describe('docs/api/push.md', () => {
  it('lists exactly the endpoints of the push contract', () => {
    const documented = documentedEndpoints('push.md');
    expect(new Set(documented).size, 'an endpoint listed twice').toBe(documented.length);
    expect(documented).toEqual(declared(pushApi));
  });
});

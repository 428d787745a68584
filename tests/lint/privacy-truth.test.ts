import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRIVACY } from '#shared/content/privacy.js';

/**
 * The privacy page says what the product collects (issue 17). Each kind of collection below has a table; the page
 * may claim the collection only while some server code writes that table, and must claim it once something does.
 * A later issue that starts writing web_vitals (say) fails here until the page says so, and the other way round.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/server');

const COLLECTIONS = [
  { what: 'page-speed measurements (web_vitals)', table: 'webVitals', sqlName: 'web_vitals', claim: /page[ -]?speed|web vitals|performance measurement|load time/i },
  { what: 'usage actions (user_activity_log)', table: 'userActivityLog', sqlName: 'user_activity_log', claim: /usage within|actions such as|how features are used|usage totals/i },
  { what: 'error reports (error_logs)', table: 'errorLogs', sqlName: 'error_logs', claim: /error reports/i },
  { what: 'AI requests (ai_usage_logs)', table: 'aiUsageLogs', sqlName: 'ai_usage_logs', claim: /request to the AI model|AI requests/i },
] as const;

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'schema' ? [] : serverSources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [readFileSync(full, 'utf8')] : [];
  });
}

const sources = serverSources(serverDir);
const privacyText = PRIVACY.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])]).join('\n');

function isWritten(table: string, sqlName: string): boolean {
  const drizzle = new RegExp(`\\.insert\\(\\s*(?:schema\\.)?${table}\\b`);
  const raw = new RegExp(`insert\\s+into\\s+"?${sqlName}\\b`, 'i');
  return sources.some((source) => drizzle.test(source) || raw.test(source));
}

describe('the privacy page claims only the collection the server does', () => {
  it('finds the server sources it reads', () => {
    // Guards the scan itself: error reports are written today (POST /api/errors).
    expect(isWritten('errorLogs', 'error_logs')).toBe(true);
  });

  for (const c of COLLECTIONS) {
    it(`mentions ${c.what} exactly when the server writes it`, () => {
      expect(c.claim.test(privacyText), `the page's claim about ${c.what}`).toBe(isWritten(c.table, c.sqlName));
    });
  }
});

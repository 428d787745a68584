import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/decisions');

describe('docs/decisions/README.md', () => {
  it('links every decision record, and only records that exist', () => {
    const records = readdirSync(dir).filter((name) => /^\d{3}-.*\.md$/.test(name));
    const readme = readFileSync(path.join(dir, 'README.md'), 'utf8');
    const linked = [...readme.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1]);
    expect(new Set(linked)).toEqual(new Set(records));
  });

  it('gives every record a Status (accepted, or superseded by NNN) and a Date line, as Epic Stack\'s template has', () => {
    const records = readdirSync(dir).filter((name) => /^\d{3}-.*\.md$/.test(name));
    const malformed = records.filter((name) => {
      const text = readFileSync(path.join(dir, name), 'utf8');
      return !/^Status: (accepted|superseded (in part )?by \d{3}(,? (and )?\d{3})*)$/m.test(text) || !/^Date: \d{4}-\d{2}-\d{2}$/m.test(text);
    });
    expect(malformed).toEqual([]);
  });
});

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
});

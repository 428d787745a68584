import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import arrows of eslint.config.js, proved: each row lints a fixture (tests/lint/fixtures) as if it were a
 * file at `as`, with the project's own config through ESLint's Node API, and expects the rule that refuses it.
 * The fixtures are ignored where they really are; only here, under their borrowed paths, do they mean anything.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

interface Row {
  arrow: string;
  fixture: string;
  /** Where the fixture is linted as if it lived. */
  as: string;
  /** The rule that must refuse it, or null where the imports are allowed. */
  rule: string | null;
}

const RESTRICTED = 'import-x/no-restricted-paths';

const CLIENT_ROWS: Row[] = [
  { arrow: 'a feature imports another feature', fixture: 'client/feature-imports-feature.ts', as: 'src/client/features/home/fixture.ts', rule: RESTRICTED },
  { arrow: "a feature imports a kit past its index.ts", fixture: 'client/feature-imports-kit-internals.ts', as: 'src/client/features/home/fixture.ts', rule: RESTRICTED },
  { arrow: 'a feature imports app/', fixture: 'client/feature-imports-app.ts', as: 'src/client/features/home/fixture.ts', rule: RESTRICTED },
  { arrow: 'a kit imports a feature', fixture: 'client/kit-imports-feature.ts', as: 'src/client/kits/products/fixture.ts', rule: RESTRICTED },
  { arrow: 'a kit imports another kit', fixture: 'client/kit-imports-kit.ts', as: 'src/client/kits/products/fixture.ts', rule: RESTRICTED },
  { arrow: 'a kit imports app/', fixture: 'client/kit-imports-app.ts', as: 'src/client/kits/products/fixture.ts', rule: RESTRICTED },
  { arrow: 'components/ imports a feature', fixture: 'client/components-import-feature.ts', as: 'src/client/components/fixture.ts', rule: RESTRICTED },
  { arrow: 'lib/ imports a kit', fixture: 'client/lib-imports-kit.ts', as: 'src/client/lib/fixture.ts', rule: RESTRICTED },
  { arrow: 'lib/ imports app/', fixture: 'client/lib-imports-app.ts', as: 'src/client/lib/fixture.ts', rule: RESTRICTED },
  { arrow: 'the client imports the server', fixture: 'client/client-imports-server.ts', as: 'src/client/features/home/fixture.ts', rule: RESTRICTED },
  // The other side of each rule: what stays allowed, so that a rule refusing everything fails here too.
  { arrow: 'a feature uses a kit index, components/, lib/ and src/shared', fixture: 'client/allowed-feature.ts', as: 'src/client/features/home/fixture.ts', rule: null },
  { arrow: 'app/ composes features and kits', fixture: 'client/allowed-app.ts', as: 'src/client/app/fixture.ts', rule: null },
];

async function ruleIdsFor(row: Row): Promise<(string | null)[]> {
  const code = readFileSync(path.join(ROOT, 'tests/lint/fixtures', row.fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, row.as) });
  return result.messages.map((message) => message.ruleId);
}

// ESLint with type-aware plugins takes seconds per file on a busy two-core machine: the 5 s default timed out.
describe('the lint refuses every forbidden import (eslint.config.js)', { timeout: 60_000 }, () => {
  it.each(CLIENT_ROWS)('$arrow', async (row) => {
    const ruleIds = await ruleIdsFor(row);
    if (row.rule === null) expect(ruleIds).toEqual([]);
    else expect(ruleIds).toContain(row.rule);
  });
});
